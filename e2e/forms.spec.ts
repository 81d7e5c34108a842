import { expect, test, type Page } from '@playwright/test';
import { linkTo, mailSink } from '../tests/support/mail-sink';
import { mailSinkUrl } from './support/ports';

const sink = mailSink(mailSinkUrl);

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;

/** Waits until the form is interactive: the captcha widget loads once the form has hydrated. */
async function formReady(page: Page) {
  await expect(page.locator('altcha-widget .altcha')).toBeVisible();
}

/** Waits until the captcha widget has solved its challenge and handed the answer to the form. */
async function captchaSolved(page: Page) {
  await expect(page.locator('input[type=hidden][name=altcha]')).not.toHaveValue('', { timeout: 20_000 });
}

test('newsletter: sign up, confirm from the mail, unsubscribe', async ({ page }) => {
  const email = unique('lezer');
  await page.goto('/nieuwsbrief');
  await formReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwsbrief');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel(/^Expovisie/).check();
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByRole('status')).toContainText(`We hebben een e-mail gestuurd naar ${email}`);

  const mail = await sink.waitForMail(email);
  await page.goto(linkTo(mail, '/nieuwsbrief/bevestigen').toString());
  await page.getByRole('button', { name: 'Inschrijving bevestigen' }).click();
  await expect(page.getByRole('status')).toHaveText('Je inschrijving is bevestigd. Je ontvangt voortaan: Expovisie.');

  await page.goto(linkTo(mail, '/nieuwsbrief/afmelden').toString());
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('status')).toHaveText(`Je bent afgemeld. ${email} krijgt geen nieuwsbrieven meer van ons.`);
});

test('newsletter: a tampered link is refused with a way to sign up again', async ({ page }) => {
  await page.goto('/en/nieuwsbrief/bevestigen?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirm sign-up' }).click();
  await expect(page.getByText('This link is not valid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/en/nieuwsbrief');
});

test('newsletter: the browser checks the fields before anything is sent', async ({ page }) => {
  await page.goto('/nieuwsbrief');
  await formReady(page);
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByLabel('E-mailadres').blur();
  await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
});

const PLAN = '/abonnementen/expovisie-jaarabonnement';

async function fillOrder(page: Page, email: string, iban: string) {
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Anna de Vries');
  await page.getByLabel('Bedrijf').fill('Beursbouw BV');
  await page.getByLabel('Straat').fill('Jaarbeursplein');
  await page.getByLabel('Huisnummer').fill('6');
  await page.getByLabel('Postcode').fill('3521 AL');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Naam rekeninghouder').fill('A. de Vries');
  await page.getByLabel('IBAN').fill(iban);
  // Leaving the field first, as a person does: its message appears and the terms move down.
  await page.getByLabel('IBAN').blur();
  await page.getByLabel(/Ik ga akkoord/).check();
}

test('subscriptions: the plans link to their order forms', async ({ page }) => {
  await page.goto('/abonnementen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnementen');
  await page.getByRole('link', { name: 'Bestellen: Expovisie jaarabonnement' }).click();
  await expect(page).toHaveURL(new RegExp(`${PLAN}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestel Expovisie jaarabonnement');
});

test('subscriptions: an invalid IBAN shows the error and keeps the other values', async ({ page }) => {
  await page.goto(PLAN);
  await formReady(page);
  await fillOrder(page, unique('abonnee'), 'NL91ABNA0417164301');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('IBAN')).toBeFocused();
  await expect(page.locator('[data-field=iban]')).toContainText('This field is not valid.');
  await expect(page.getByLabel('Straat')).toHaveValue('Jaarbeursplein');
  await expect(page.getByLabel('Postcode')).toHaveValue('3521 AL');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks the IBAN too, and keeps every value', async ({ page }) => {
    const email = unique('abonnee');
    await page.goto(PLAN);
    await fillOrder(page, email, 'NL00 FOUT 0000 0000 00');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.locator('[data-field=iban]')).toContainText('This field is not valid.');
    await expect(page.getByLabel('IBAN')).toHaveValue('NL00 FOUT 0000 0000 00');
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
    await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
    await expect(page.getByLabel(/Ik ga akkoord/)).toBeChecked();
  });

  test('a form without a captcha answer is refused by the server', async ({ page }) => {
    await page.goto(PLAN);
    await fillOrder(page, unique('abonnee'), 'NL91 ABNA 0417 1643 00');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.locator('[data-field=altcha]')).toContainText('De spamcontrole is niet gelukt.');
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('Anna de Vries');
  });
});

test('subscriptions: a forged captcha answer is refused by the server', async ({ page }) => {
  await page.goto(PLAN);
  await formReady(page);
  await fillOrder(page, unique('abonnee'), 'NL91 ABNA 0417 1643 00');
  await captchaSolved(page);
  // A made-up answer, handed over as the widget hands over a real one: the browser cannot tell, the server can.
  await page.locator('altcha-widget').evaluate((widget) => {
    const payload = btoa(JSON.stringify({ challenge: { parameters: { nonce: 'x' }, signature: 'forged' }, solution: { counter: 1 } }));
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.locator('[data-field=altcha]')).toContainText('De spamcontrole is niet gelukt.');
});

test('subscriptions: a valid order is stored and confirmed by mail', async ({ page }) => {
  const email = unique('abonnee');
  await page.goto(PLAN);
  await formReady(page);
  await fillOrder(page, email, 'NL91 ABNA 0417 1643 00');
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Versturen' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Je abonnement Expovisie jaarabonnement is besteld.');
  const reference = /machtigingskenmerk is (\S+)\./.exec((await status.textContent()) ?? '')?.[1];
  expect(reference).toBeTruthy();

  const mail = await sink.waitForMail(email);
  expect(mail.text).toContain(reference!);
  expect(mail.text).toMatch(/NL91 \*{4} \*{4} \*{4} 00/);
});
