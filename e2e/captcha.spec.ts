import { expect, test, type Page } from '@playwright/test';
import { newMemberAddress } from '../tests/support/members';

// Every form with the captcha sends on the first click, also when the widget has not solved its
// challenge yet: the form waits for the answer. The challenge is held back until after the click,
// as a slow connection would, so the click always comes before the answer.

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;

/** Opens a form and holds its captcha challenge back; the returned function lets it go. */
async function openWithSlowChallenge(page: Page, path: string) {
  let release!: () => void;
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/captcha', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto(path);
  // The widget loads once the form has hydrated: a click before that would post the plain form.
  await expect(page.locator('altcha-widget .altcha')).toBeVisible();
  return release;
}

/** One click on the submit button, before the captcha has its answer; then the answer may come. */
async function sendOnce(page: Page, button: string, release: () => void) {
  await expect(page.locator('input[type=hidden][name=altcha]')).toHaveValue('');
  await page.getByRole('button', { name: button }).click();
  release();
}

test('the newsletter sign-up sends on one click', async ({ page }) => {
  const release = await openWithSlowChallenge(page, '/nieuwsbrief');
  const email = unique('lezer');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel(/^Expovisie/).check();
  await sendOnce(page, 'Versturen', release);
  await expect(page.getByRole('status')).toContainText(`We hebben een e-mail gestuurd naar ${email}`);
});

test('the sign-up sends on one click', async ({ page }) => {
  const release = await openWithSlowChallenge(page, '/registreren');
  const email = newMemberAddress('een-klik').toLowerCase();
  await page.getByLabel('Naam').fill('Eenklik Eva');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Mijn-Geheim-1');
  await page.getByLabel('Herhaal wachtwoord').fill('Mijn-Geheim-1');
  await page.getByLabel(/privacyverklaring gelezen/).check();
  await sendOnce(page, 'Account aanmaken', release);
  await expect(page.getByRole('status')).toContainText(`We hebben een e-mail gestuurd naar ${email}`);
});

for (const [path, button, done] of [
  ['/wachtwoord-vergeten', 'Link versturen', 'Als er een account bij dit e-mailadres hoort'],
  ['/email-valideren', 'Activatiemail versturen', 'krijg je binnen een paar minuten een nieuwe activatiemail'],
] as const) {
  test(`${path} sends on one click`, async ({ page }) => {
    const release = await openWithSlowChallenge(page, path);
    await page.getByLabel('E-mailadres').fill(unique('vergeten'));
    await sendOnce(page, button, release);
    await expect(page.getByRole('status')).toContainText(done);
  });
}

test('a subscription order sends on one click', async ({ page }) => {
  const release = await openWithSlowChallenge(page, '/abonnementen/expovisie-jaarabonnement');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Anna de Vries');
  await page.getByLabel('Straat').fill('Jaarbeursplein');
  await page.getByLabel('Huisnummer').fill('6');
  await page.getByLabel('Postcode').fill('3521 AL');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByLabel('E-mailadres').fill(unique('abonnee'));
  await page.getByLabel('Naam rekeninghouder').fill('A. de Vries');
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByLabel(/Ik ga akkoord/).check();
  await sendOnce(page, 'Versturen', release);
  await expect(page.getByRole('status')).toContainText('Je abonnement Expovisie jaarabonnement is besteld.');
});
