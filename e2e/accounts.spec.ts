import { expect, test, type Page } from '@playwright/test';
import { linkTo, mailSink } from '../tests/support/mail-sink';
import { createMember, demoCompany, joinCompany, newMemberAddress, type Member } from '../tests/support/members';
import constants from '../tests/support/test-constants.json';
import { cmsUrl, sharedEditor } from './support/editor';
import { mailSinkUrl, ports, webUrl } from './support/ports';
import { startOAuthStandIn } from '../tests/support/oauth-stand-in';

const sink = mailSink(mailSinkUrl);

/** Waits until the form has hydrated: the captcha widget loads only then. */
async function captchaSolved(page: Page) {
  await expect(page.locator('input[type=hidden][name=altcha]')).not.toHaveValue('', { timeout: 20_000 });
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Fills the sign-up form on /registreren (password Mijn-Geheim-1), ready to send once the captcha is solved. */
async function fillSignUp(page: Page, name: string, email: string) {
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Mijn-Geheim-1');
  await page.getByLabel('Herhaal wachtwoord').fill('Mijn-Geheim-1');
  await page.getByLabel(/privacyverklaring gelezen/).check();
  await captchaSolved(page);
}

const member = (options?: Parameters<typeof createMember>[1]) => createMember(sharedEditor().api, options);

test('a visitor past the sign-up limit is told to try again in a minute, and keeps what they typed', async ({ page }) => {
  const visitor = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  // Sign-ups the CMS has already counted for this visitor, as the site's server sends them.
  for (let i = 0; i < Number(constants.cmsSettings.FORM_RATE_LIMIT_PER_MINUTE); i++) {
    const response = await fetch(`${cmsUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET, 'X-Client-Address': visitor },
      body: JSON.stringify({ email: 'geen-adres' }),
    });
    expect(response.status).toBe(400);
  }
  // The suite's site trusts one proxy hop, so this header names the visitor to it.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitor });
  const email = newMemberAddress('te-snel').toLowerCase();
  await page.goto('/registreren');
  await fillSignUp(page, 'Snelle Sanne', email);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/registreren');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  expect((await answer).status()).toBe(429);
  expect((await answer).headers()['retry-after']).toBe('60');
  await expect(page.getByText('Je hebt dit formulier kort na elkaar te vaak verstuurd. Je gegevens staan er nog; probeer het over een minuut opnieuw.')).toBeVisible();
  await expect(page.getByLabel('Naam')).toHaveValue('Snelle Sanne');
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
});

test('sign up, activate from the mail, log in, see the account, log out', async ({ page }) => {
  const email = newMemberAddress('aanmelder').toLowerCase();
  await page.goto('/registreren');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registreren');
  await expect(page.getByText('Minimaal 6 tekens.')).toBeVisible();
  await fillSignUp(page, 'Anna Aanmelder', email);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('status')).toContainText(`We hebben een e-mail gestuurd naar ${email}`);

  const mail = await sink.waitForMail(email);
  expect(mail.subject).toBe('Activeer je account bij Standplaats');
  await page.goto(linkTo(mail, '/account-activeren').toString());
  await expect(page.getByRole('status')).toHaveText('Je account is geactiveerd. Je kunt nu inloggen.');
  await page.getByRole('link', { name: 'Inloggen', exact: true }).last().click();

  await expect(page).toHaveURL(/\/inloggen/);
  await logIn(page, email, 'Mijn-Geheim-1');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn account');
  await expect(page.getByText('Welkom, Anna Aanmelder.')).toBeVisible();
  await expect(page.getByText(`Je logt in met ${email}.`)).toBeVisible();
  // The header knows the member too, on this page and the next.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Anna Aanmelder' })).toBeVisible();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Inloggen', exact: true })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/inloggen\?redirect=%2Faccount$/);
});

test('a wrong password says so; too many attempts are refused', async ({ page }) => {
  const account = await member();
  await page.goto('/inloggen');
  await logIn(page, account.email, 'niet-het-wachtwoord');
  await expect(page.getByText('Het e-mailadres of het wachtwoord klopt niet.')).toBeVisible();
  // An unknown address gets exactly the same answer.
  await page.goto('/inloggen');
  await logIn(page, newMemberAddress('onbekend'), 'niet-het-wachtwoord');
  await expect(page.getByText('Het e-mailadres of het wachtwoord klopt niet.')).toBeVisible();

  for (let attempt = 1; attempt < Number(constants.cmsSettings.LOGIN_MAX_FAILURES); attempt++) {
    await page.goto('/inloggen');
    await logIn(page, account.email, 'niet-het-wachtwoord');
    await expect(page.getByText('Het e-mailadres of het wachtwoord klopt niet.')).toBeVisible();
  }
  await page.goto('/inloggen');
  await logIn(page, account.email, account.password);
  await expect(page.getByText(/^Te veel mislukte pogingen\./)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a failed log-in keeps the address but never sends the password back', async ({ page }) => {
    const account = await member();
    const typed = 'Geheim-dat-niet-terugkomt-7';
    await page.goto('/inloggen');
    await logIn(page, account.email, typed);
    await expect(page.getByText('Het e-mailadres of het wachtwoord klopt niet.')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(account.email);
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('');
    expect(await page.content()).not.toContain(typed);
  });
});

test('English visitors get English texts', async ({ page }) => {
  const account = await member();
  await page.goto('/en/inloggen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email address or password is not correct.')).toBeVisible();
});

test('forgotten password: the mailed link sets a new one once', async ({ page }) => {
  const account = await member();
  await page.goto('/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill(account.email);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByRole('status')).toContainText('Als er een account bij dit e-mailadres hoort');

  const link = linkTo(await sink.waitForMail(account.email, { subject: /wachtwoord/ }), '/wachtwoord-reset').toString();
  await page.goto(link);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Heel-Nieuw-2');
  await page.getByLabel('Herhaal wachtwoord').fill('Heel-Nieuw-2');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/account\?wachtwoord=gewijzigd$/);
  await expect(page.getByRole('status')).toHaveText('Je wachtwoord is gewijzigd. Je bent ingelogd.');

  await page.context().clearCookies();
  await page.goto('/inloggen');
  await logIn(page, account.email, account.password);
  await expect(page.getByText('Het e-mailadres of het wachtwoord klopt niet.')).toBeVisible();
  await page.goto('/inloggen');
  await logIn(page, account.email, 'Heel-Nieuw-2');
  await expect(page).toHaveURL(/\/account$/);

  await page.goto(link);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Nog-Eens-3');
  await page.getByLabel('Herhaal wachtwoord').fill('Nog-Eens-3');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.')).toBeVisible();
});

test('the token cookie is out of reach of page scripts', async ({ page, context }) => {
  const account = await member();
  await page.goto('/inloggen');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'standplaats_token');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('standplaats_token');
  expect(await page.evaluate(() => document.cookie)).not.toContain(token!.value);
});

test('a log-in never leaves the site, whatever the redirect says', async ({ page }) => {
  const account = await member();
  await page.goto(`/inloggen?redirect=${encodeURIComponent('https://elders.example')}`);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/localhost:\d+\/account$/);

  await page.context().clearCookies();
  await page.goto(`/inloggen?redirect=${encodeURIComponent('//elders.example/pad')}`);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/localhost:\d+\/account$/);
});

test('the data download asks an anonymous visitor to log in', async ({ request }) => {
  const response = await request.get('/api/account/export', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/inloggen?redirect=%2Faccount');
});

test('an anonymous visitor of /account logs in and comes back there', async ({ page }) => {
  const account = await member();
  await page.goto('/en/account');
  await expect(page).toHaveURL(/\/en\/inloggen\?redirect=%2Fen%2Faccount$/);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
});

test('invite a colleague: the mailed link makes them a member of the company', async ({ page, browser }) => {
  const cms = sharedEditor();
  const company = await demoCompany(cms.api);
  const admin = await member({ name: 'Beheerder Bo' });
  await joinCompany(cms.api, admin, company.documentId, 'admin');
  const colleague: Member = await member({ name: 'Collega Cas' });

  await page.goto('/inloggen');
  await logIn(page, admin.email, admin.password);
  const invite = page.getByRole('region', { name: 'Bedrijf', exact: true });
  await invite.getByLabel('E-mailadres').fill(colleague.email);
  await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByRole('status')).toContainText(`We hebben een uitnodiging gestuurd naar ${colleague.email}.`);

  const link = linkTo(await sink.waitForMail(colleague.email), '/uitnodiging').toString();
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByText(`Beheerder Bo nodigt je uit als lid van ${company.name} op Standplaats.`)).toBeVisible();
  await other.getByRole('link', { name: 'Inloggen' }).last().click();
  await logIn(other, colleague.email, colleague.password);
  await expect(other).toHaveURL(/\/uitnodiging\?token=/);
  // One click accepts, solved captcha or not (the form waits for its answer).
  await expect(other.locator('altcha-widget .altcha')).toBeVisible();
  await other.getByRole('button', { name: 'Uitnodiging accepteren' }).click();
  await expect(other.getByRole('status')).toContainText(`Je bent nu lid van ${company.name}.`);

  await other.goto('/account');
  await expect(other.getByRole('region', { name: 'Bedrijf', exact: true })).toContainText(`${company.name}: Lid`);
  // Used once: the link is done.
  await other.goto(link);
  await expect(other.getByText('Deze uitnodiging is verlopen, al gebruikt of niet geldig.')).toBeVisible();
  await other.close();
});

test('log out everywhere: another device signed in with the same account is logged out too', async ({ page, browser }) => {
  const account = await member();
  const phone = await browser.newPage();
  for (const device of [page, phone]) {
    await device.goto('/inloggen');
    await logIn(device, account.email, account.password);
    await expect(device).toHaveURL(/\/account$/);
  }

  const section = page.getByRole('region', { name: 'Overal uitloggen' });
  await section.getByRole('button', { name: 'Uitloggen op alle apparaten' }).click();
  await expect(page).toHaveURL(/\/inloggen\?melding=overal-uitgelogd$/);
  await expect(page.getByRole('status')).toContainText('Je bent op al je apparaten uitgelogd.');

  // The other device's session is void. What its scripts ask is answered as for a member who is
  // signed out, not with a redirect to a page, and the data download asks it to log in again.
  const favourites = await phone.request.get('/api/favourites/onbekend', { maxRedirects: 0 });
  expect(favourites.status()).toBe(401);
  expect(await favourites.json()).toEqual({ error: 'signed-out' });
  const download = await phone.request.get('/api/account/export', { maxRedirects: 0 });
  expect(download.status()).toBe(303);
  expect(download.headers().location).toBe('/inloggen?redirect=%2Faccount');
  // Its next visit asks it to log in.
  await phone.goto('/account');
  await expect(phone).toHaveURL(/\/inloggen\?redirect=%2Faccount$/);
  await phone.close();
});

test('delete the account: no more log-in, and the personal data is gone from the CMS', async ({ page }) => {
  const cms = sharedEditor();
  const account = await member({ name: 'Weg Wim' });
  await joinCompany(cms.api, account, (await demoCompany(cms.api)).documentId, 'member');
  await page.goto('/inloggen');
  await logIn(page, account.email, account.password);
  const newsletter = page.getByRole('region', { name: 'Nieuwsbrieven' });
  await newsletter.getByLabel(/^Expovisie/).check();
  await newsletter.getByRole('button', { name: 'Keuze opslaan' }).click();
  await expect(newsletter.getByRole('status')).toContainText('Je ontvangt voortaan: Expovisie.');

  const removal = page.getByRole('region', { name: 'Account verwijderen' });
  await removal.getByLabel('Huidig wachtwoord').fill(account.password);
  await removal.getByLabel(/niet ongedaan/).check();
  await removal.getByRole('button', { name: 'Account definitief verwijderen' }).click();
  await expect(page).toHaveURL(/\/inloggen\?melding=account-verwijderd$/);
  await expect(page.getByRole('status')).toContainText('Je account en je gegevens zijn verwijderd.');

  await logIn(page, account.email, account.password);
  await expect(page.getByText('Het e-mailadres of het wachtwoord klopt niet.')).toBeVisible();
  const quoted = encodeURIComponent(account.email);
  expect(await cms.api(`/users?filters[email][$eq]=${quoted}`)).toEqual([]);
  expect((await cms.api(`/newsletter-subscribers?filters[email][$eq]=${quoted}`)).data).toEqual([]);
  expect((await cms.api(`/memberships?filters[user][id][$eq]=${account.id}`)).data).toEqual([]);
});

test('opened afresh, the account page loads its forms’ code at the first tap, and two boxes ticked at once are both saved', async ({ page }) => {
  const account = await member({ name: 'Vroege Vera' });
  await page.goto('/inloggen');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  const later: string[] = [];
  await page.reload({ waitUntil: 'networkidle' });
  page.on('request', (request) => void (request.resourceType() === 'script' && later.push(request.url())));
  await page.waitForTimeout(500);
  expect(later, 'no script is fetched before the visitor does anything').toEqual([]);

  const newsletter = page.getByRole('region', { name: 'Nieuwsbrieven' });
  await newsletter.getByLabel(/^Expovisie/).check();
  await newsletter.getByLabel(/^Vacatures/).check();
  await newsletter.getByRole('button', { name: 'Keuze opslaan' }).click();
  await expect(newsletter.getByRole('status')).toContainText('Je ontvangt voortaan: Expovisie en Vacatures.');
  expect(later.length).toBeGreaterThan(0);
  await page.reload();
  await expect(newsletter.getByLabel(/^Expovisie/)).toBeChecked();
  await expect(newsletter.getByLabel(/^Vacatures/)).toBeChecked();
  await expect(newsletter.getByLabel(/^Conferencematters/)).not.toBeChecked();
});

test('opened afresh, the account page keeps the focus and every key typed into a field as its code arrives', async ({ page }) => {
  const account = await member({ name: 'Typende Tim' });
  await page.goto('/inloggen');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.reload({ waitUntil: 'networkidle' });
  const name = page.getByRole('region', { name: 'Gegevens', exact: true }).getByLabel('Naam');
  // The tap loads the forms' code, which comes as on a slow phone and swaps the form for its own while the keys come.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await route.continue();
  });
  await name.click();
  await name.press('End');
  await name.pressSequentially(' van Dijk', { delay: 40 });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Typende Tim van Dijk');
});

test('the account page keeps profile changes and exports the data as JSON', async ({ page }) => {
  const account = await member({ name: 'Profiel Piet' });
  await page.goto('/inloggen');
  await logIn(page, account.email, account.password);
  const profile = page.getByRole('region', { name: 'Gegevens', exact: true });
  await profile.getByLabel('Naam').fill('Piet Profiel');
  await profile.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(profile.getByRole('status')).toContainText('Je gegevens zijn opgeslagen.');
  await page.reload();
  await expect(page.getByText('Welkom, Piet Profiel.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Mijn gegevens downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('standplaats-account.json');
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
  expect(data.account).toMatchObject({ name: 'Piet Profiel', email: account.email });
});

test.describe('social log-in', () => {
  // One stand-in provider on its fixed port at a time.
  test.describe.configure({ mode: 'serial' });

  test('log in through a provider: a new member arrives on the page they wanted', async ({ page }) => {
    const email = newMemberAddress('sso').toLowerCase();
    const provider = await startOAuthStandIn(ports.oauth, { email, preferred_username: 'sso-lid' });
    try {
      await page.goto('/inloggen?redirect=%2Faccount%23nieuwsbrieven');
      await page.getByRole('link', { name: 'Inloggen met single sign-on' }).click();
      await expect(page).toHaveURL(/\/account#nieuwsbrieven$/);
      await expect(page.getByText(`Je logt in met ${email}.`)).toBeVisible();
      // No password here: the account page says how to get one.
      await expect(page.getByText(/hebt hier geen wachtwoord/)).toBeVisible();
    } finally {
      await provider.stop();
    }
  });

  test('a provider that says no brings the visitor back to the log-in page with the reason', async ({ page }) => {
    const provider = await startOAuthStandIn(ports.oauth, { email: newMemberAddress('nee') });
    provider.deny = true;
    try {
      await page.goto('/en/inloggen');
      await page.getByRole('link', { name: 'Log in with single sign-on' }).click();
      await expect(page).toHaveURL(/\/en\/inloggen\?error=invalid-credential$/);
      await expect(page.getByText('Logging in through this service did not work. Try again or log in with your email address.')).toBeVisible();
    } finally {
      await provider.stop();
    }
  });
});

test('sign-in, a failed log-in and sign-out are recorded as analytics events', async ({ page, context }) => {
  const cms = sharedEditor();
  // A session of this test's own, so only its events are counted (other tests sign in meanwhile).
  const sessionId = crypto.randomUUID();
  const now = Date.now();
  await context.addCookies([{ name: 'session', value: Buffer.from(JSON.stringify({ id: sessionId, iat: now, exp: now + 24 * 60 * 60 * 1000 })).toString('base64'), url: webUrl }]);
  const count = async (name: string) =>
    (await cms.api(`/analytics-events?filters[name][$eq]=${encodeURIComponent(name)}&filters[session][$eq]=${sessionId}&pagination[pageSize]=1`)).meta.pagination.total as number;
  const account = await member();

  await page.goto('/inloggen');
  await logIn(page, account.email, 'fout');
  await expect(page.getByText('Het e-mailadres of het wachtwoord klopt niet.')).toBeVisible();
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  for (const name of ['auth fail', 'sign in', 'sign out']) await expect.poll(() => count(name), { message: name }).toBe(1);
});
