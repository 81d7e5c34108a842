import { expect, test, type Page } from '@playwright/test';
import { mailSink } from '../tests/support/mail-sink';
import { createMember, demoCompany, joinCompany, type Member } from '../tests/support/members';
import { sharedEditor } from './support/editor';
import { mailSinkUrl } from './support/ports';

const sink = mailSink(mailSinkUrl);

async function signInTo(page: Page, account: Member, path: string) {
  await page.goto(`/inloggen?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A member of the first demo company, signed in on the posting form. */
async function posterOnForm(page: Page, language: 'nl' | 'en' = 'nl') {
  const cms = sharedEditor();
  const account = await createMember(cms.api, { language });
  const company = await demoCompany(cms.api);
  await joinCompany(cms.api, account, company.documentId, 'member');
  await signInTo(page, account, language === 'en' ? '/en/vacatures/plaatsen' : '/vacatures/plaatsen');
  return { account, company };
}

/** Fills in the whole form in Dutch. */
async function fillForm(page: Page, title: string, overrides: { salaryMin?: string; salaryMax?: string; text?: string } = {}) {
  await page.getByLabel('Functietitel').fill(title);
  await page.getByLabel('Tekst van de vacature').fill(overrides.text ?? 'Je bouwt standen op beurzen in binnen- en buitenland.\n\n- Rijbewijs B\n- Ervaring met hout');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByLabel('Provincie').selectOption({ label: 'Utrecht' });
  await page.getByLabel('Uren per week').fill('40');
  await page.getByLabel('Dienstverband').selectOption({ label: 'Vast' });
  await page.getByLabel('Functiegebied').selectOption({ label: 'Standbouw' });
  await page.getByLabel('Salaris vanaf').fill(overrides.salaryMin ?? '2800');
  await page.getByLabel('Salaris tot').fill(overrides.salaryMax ?? '3600');
  await page.getByLabel('Hoe solliciteren').fill('vacatures@example.nl');
}

const uniqueTitle = (base: string) => `${base} ${Date.now().toString(36)}`;

/** The vacancy's documentId as the editor finds it. */
const documentIdOf = async (title: string) => (await sharedEditor().api(`/vacancies?locale=nl&status=draft&filters[title][$eq]=${encodeURIComponent(title)}`)).data[0].documentId as string;

test('a member posts a vacancy; it stays private until the editor approves it, the poster gets a mail and it is on the board', async ({ page }) => {
  // A whole life cycle (post, review, mail, board, filled), each step waiting on the CMS.
  test.setTimeout(90_000);
  const { account } = await posterOnForm(page);
  const title = uniqueTitle('Standbouwer');
  await fillForm(page, title);
  // The closing date starts 30 days ahead.
  const closing = await page.getByLabel('Sluitingsdatum').inputValue();
  expect(new Date(closing).getTime() - Date.now()).toBeGreaterThan(28 * 86_400_000);
  await page.getByRole('button', { name: 'Vacature insturen' }).click();
  await expect(page.getByRole('status')).toContainText('Je vacature is ingestuurd');

  await page.goto('/vacatures');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto('/account');
  const mine = page.getByRole('region', { name: 'Vacatures van je bedrijf' });
  await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('Wacht op goedkeuring');

  const documentId = await documentIdOf(title);
  await sharedEditor().api(`/vacancies/${documentId}?locale=nl&status=published`, { method: 'PUT', json: { data: {} } });
  const mail = await sink.waitForMail(account.email, { subject: /online/ });
  expect(mail.subject).toBe(`Je vacature staat online: ${title}`);

  await expect(async () => {
    await page.goto('/vacatures');
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('link', { name: 'Solliciteer per e-mail: vacatures@example.nl' })).toBeVisible();

  // Filled from the account page: the card says so at once, and the vacancy page answers 410.
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto('/account');
  await page.getByRole('button', { name: `Markeren als vervuld: ${title}` }).click();
  const card = page.getByRole('region', { name: 'Vacatures van je bedrijf' }).getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('status')).toHaveText('De vacature is gemarkeerd als vervuld.');
  await expect(card).toContainText('Vervuld');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect.poll(async () => (await page.request.get(`/vacatures/${slug}`)).status(), { timeout: 15_000 }).toBe(410);
});

test('withdrawing a vacancy on /account updates its card at once, and its page answers 410 as a filled one does', async ({ page }) => {
  const { account } = await posterOnForm(page);
  const title = uniqueTitle('Standbouwer');
  const cms = sharedEditor();
  await fillForm(page, title);
  await page.getByRole('button', { name: 'Vacature insturen' }).click();
  await expect(page.getByRole('status')).toContainText('Je vacature is ingestuurd');
  const documentId = await documentIdOf(title);
  await cms.api(`/vacancies/${documentId}?locale=nl&status=published`, { method: 'PUT', json: { data: {} } });
  await sink.waitForMail(account.email, { subject: /online/ });
  const { data: [published] } = await cms.api(`/vacancies?locale=nl&filters[documentId][$eq]=${documentId}`);
  await expect.poll(async () => (await page.request.get(`/vacatures/${published.slug}`)).status(), { timeout: 15_000 }).toBe(200);

  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Vacatures van je bedrijf' }).getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Online', { exact: true })).toBeVisible();
  // The title is for screen readers only; the button is a secondary one, not the yellow primary.
  const withdraw = card.getByRole('button', { name: `Intrekken: ${title}` });
  await expect(withdraw).toHaveText('Intrekken');
  expect(await withdraw.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(await card.getByRole('button', { name: /^Markeren als vervuld/ }).evaluate((button) => getComputedStyle(button).backgroundColor));
  await withdraw.click();

  await expect(card.getByRole('status')).toHaveText('De vacature is ingetrokken.');
  await expect(card.getByText('Ingetrokken', { exact: true })).toBeVisible();
  await expect(card.getByText('Online', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('link', { name: new RegExp(`^Wijzigen`) })).toHaveCount(0);

  await expect.poll(async () => (await page.request.get(`/vacatures/${published.slug}`)).status(), { timeout: 15_000 }).toBe(410);
  await page.goto(`/vacatures/${published.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('status')).toHaveText('Deze vacature is niet meer beschikbaar');
});

test('a rejection reaches the poster with its reason, in their language', async ({ page }) => {
  const { account } = await posterOnForm(page, 'en');
  const title = uniqueTitle('Stand builder');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Text of the vacancy').fill('You build stands at trade fairs at home and abroad, in a small team.');
  await page.getByLabel('Town or city').fill('Utrecht');
  await page.getByLabel('Hours a week').fill('32');
  await page.getByLabel('Employment type').selectOption({ label: 'Permanent' });
  await page.getByLabel('Function area').selectOption({ label: 'Stand building' });
  await page.getByLabel('How to apply').fill('https://example.nl/jobs');
  await page.getByRole('button', { name: 'Send in the vacancy' }).click();
  await expect(page.getByRole('status')).toContainText('Your vacancy has been sent in');

  const documentId = await documentIdOf(title);
  await sharedEditor().api(`/vacancies/${documentId}?locale=nl&status=draft`, { method: 'PUT', json: { data: { listingStatus: 'rejected', rejectionReason: 'Please add the salary.' } } });
  const mail = await sink.waitForMail(account.email);
  expect(mail.subject).toBe(`Your vacancy was not approved: ${title}`);
  expect(mail.text).toContain('Please add the salary.');

  await page.goto('/en/account');
  const item = page.getByRole('region', { name: "Your company's vacancies" }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Rejected');
  await expect(item).toContainText('Reason: Please add the salary.');
});

test('a member without a company is told how to get invited', async ({ page }) => {
  const account = await createMember(sharedEditor().api);
  await signInTo(page, account, '/vacatures/plaatsen');
  await expect(page.getByRole('heading', { name: 'Je bent nog geen lid van een bedrijf' })).toBeVisible();
  await expect(page.getByText(`Vraag de beheerder van het bedrijfsaccount om je uit te nodigen`)).toContainText(account.email);
  await expect(page.getByRole('button', { name: 'Vacature insturen' })).toHaveCount(0);
});

for (const javaScriptEnabled of [true, false]) {
  test(`the form keeps what was typed after an error (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await posterOnForm(page);
    const title = uniqueTitle('Monteur');
    await fillForm(page, title, { salaryMin: '4000', salaryMax: '3000', text: 'Je bouwt <b>standen</b> op beurzen in binnen- en buitenland.\n\n- Rijbewijs B\n- Ervaring met hout' });
    await page.getByRole('button', { name: 'Vacature insturen' }).click();
    // In the summary above the form and under the field; HTML is told what the text may be.
    await expect(page.getByText('Het minimumsalaris mag niet hoger zijn dan het maximumsalaris.')).toHaveCount(2);
    await expect(page.getByText('Tekst van de vacature is gewone tekst, zonder HTML of de tekens < en >: een witregel begint een nieuwe alinea, een regel die met ‘- ’ begint is een opsommingsteken.')).toHaveCount(2);
    await expect(page.getByLabel('Salaris tot')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Functietitel')).toHaveValue(title);
    await expect(page.getByLabel('Tekst van de vacature')).toHaveValue(/- Rijbewijs B\n- Ervaring met hout$/);
    await expect(page.getByLabel('Dienstverband')).toHaveValue('vast');
    await expect(page.getByLabel('Salaris vanaf')).toHaveValue('4000');
    await expect(page.getByLabel('Hoe solliciteren')).toHaveValue('vacatures@example.nl');
    await context.close();
  });
}
