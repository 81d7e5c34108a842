import { expect, test } from '@playwright/test';
import { mailSink } from '../tests/support/mail-sink';
import { sharedEditor } from './support/editor';
import { mailSinkUrl } from './support/ports';
import { freshCompany, memberOf, signInTo, tableRows } from './support/statistics';

// "Contact opnemen" on a product's page: the CMS stores the message and mails it to the company
// with a copy to the sender, and the industry dashboard counts it as a lead of the company.

const sink = mailSink(mailSinkUrl);
const run = Date.now().toString(36);

test.describe('a company that takes messages', () => {
  let company: Awaited<ReturnType<typeof freshCompany>>;
  const address = `verkoop-${run}@example.nl`;
  const productName = `Beursvloer op maat ${run}`;
  const otherName = `Tapijttegels ${run}`;
  let product: string;
  let other: string;

  test.beforeAll(async () => {
    company = await freshCompany(`Contacttest ${run}`, { email: address });
    const { data } = await sharedEditor().api('/products?locale=nl&status=published', {
      method: 'POST',
      json: { data: { name: productName, slug: `beursvloer-${run}`, partner: company.documentId } },
    });
    product = data.documentId;
    const created = await sharedEditor().api('/products?locale=nl&status=published', {
      method: 'POST',
      json: { data: { name: otherName, slug: `tapijttegels-${run}`, partner: company.documentId } },
    });
    other = created.data.documentId;
  });

  test.afterAll(async () => {
    for (const id of [product, other]) await sharedEditor().api(`/products/${id}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
    await company.remove();
  });

  test('a message from a product page is stored, mailed to the company and the sender, and counted as the company’s lead', async ({ page }) => {
    const sender = `koper-${run}@example.nl`;
    await page.goto(`/productengids/${product}`);
    const form = page.getByRole('region', { name: 'Contact opnemen' });
    // The captcha's script loads once the form comes near the screen.
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('altcha-widget .altcha')).toBeVisible();
    await expect(form).toContainText(`Over: ${productName}`);
    await form.getByLabel('Naam').fill('Koper Karin');
    await form.getByLabel('Bedrijf').fill('Karin Events');
    await form.getByLabel('E-mailadres').fill(sender);
    await form.getByLabel('Telefoonnummer').fill('030 123 45 67');
    await form.getByLabel('Bericht').fill('Wat kost een vloer van 6×4 m voor drie dagen?');
    await form.getByRole('button', { name: 'Bericht versturen' }).click();
    await expect(form.getByRole('status')).toContainText(`We hebben je bericht doorgestuurd naar Contacttest ${run}`);

    const toCompany = await sink.waitForMail(address, { subject: /Koper Karin/ });
    expect(toCompany.subject).toBe(`Contactverzoek via Standplaats over ${productName}: Koper Karin`);
    expect(toCompany.text).toContain('Wat kost een vloer van 6×4 m voor drie dagen?');
    expect(toCompany.text).toContain('030 123 45 67');
    expect((await sink.waitForMail(sender)).subject).toBe(`Je bericht aan Contacttest ${run}`);
    const [stored] = (await sharedEditor().api(`/contact-requests?filters[email][$eq]=${sender}&populate[product][fields][0]=name`)).data;
    expect(stored).toMatchObject({ name: 'Koper Karin', company: 'Karin Events', productName, language: 'nl', product: { documentId: product } });

    // The company's member sees the lead, on the product the message was sent from.
    const member = await memberOf(company.documentId);
    await signInTo(page, member, '/industry-dashboard?periode=7');
    await expect
      .poll(async () => {
        await page.reload();
        return (await tableRows(page, 'Best bekeken')).find(([, title]) => title === productName)?.[4];
      }, { timeout: 20_000 })
      .toBe('1');
  });

  test('followed in the site to the company’s other product, the form is about that product', async ({ page }) => {
    await page.goto(`/productengids/${product}`);
    const form = page.getByRole('region', { name: 'Contact opnemen' });
    await expect(form).toContainText(`Over: ${productName}`);
    // A link followed in the site: the page is rendered in the browser, the form with it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('region', { name: `Meer van Contacttest ${run}` }).getByRole('link', { name: otherName }).click();
    await expect(page).toHaveURL(new RegExp(`/productengids/${other}$`));
    await expect(form).toContainText(`Over: ${otherName}`);
    await expect(form).not.toContainText(productName);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a message typed and sent before the form’s code arrived is sent by one click, whole', async ({ page }) => {
    const path = `/bedrijvengids/${company.documentId}`;
    // The page's own scripts load; any asked for later (the form's code among them) wait until the message has been sent.
    const html = await (await page.request.get(path)).text();
    const held: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const file = new URL(route.request().url()).pathname;
      if (!html.includes(file)) {
        held.push(file);
        await released;
      }
      await route.continue();
    });
    await page.goto(path);

    // In sight, the form asks for its code, which is held back.
    const form = page.getByRole('region', { name: 'Contact opnemen' });
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await form.getByLabel('Naam').fill('Vroege Vogel');
    await form.getByLabel('E-mailadres').fill(`vroeg-${run}@example.nl`);
    await form.getByLabel('Bericht').fill('Al verstuurd voor het formulier klaar was.');
    await form.getByRole('button', { name: 'Bericht versturen' }).click();
    await expect(form.getByLabel('Naam')).toHaveValue('Vroege Vogel');
    release();

    await expect(form.getByRole('status')).toContainText(`We hebben je bericht doorgestuurd naar Contacttest ${run}`, { timeout: 20_000 });
    const mail = await sink.waitForMail(address, { subject: /Vroege Vogel/ });
    expect(mail.text).toContain('Al verstuurd voor het formulier klaar was.');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('nothing typed is lost when the form is refused', async ({ page }) => {
      await page.goto(`/bedrijvengids/${company.documentId}`);
      const form = page.getByRole('region', { name: 'Contact opnemen' });
      await form.getByLabel('Naam').fill('Zonder Script');
      await form.getByLabel('E-mailadres').fill(`zonder-script-${run}@example.nl`);
      await form.getByLabel('Telefoonnummer').fill('bel me');
      await form.getByLabel('Bericht').fill('Een vraag zonder JavaScript.\nMet twee regels.');
      await form.getByRole('button', { name: 'Bericht versturen' }).click();
      const sent = page.getByRole('region', { name: 'Contact opnemen' });
      await expect(sent.getByText('Vul een telefoonnummer in: cijfers, eventueel met +, haakjes, spaties of streepjes.').first()).toBeVisible();
      await expect(sent.getByLabel('Naam')).toHaveValue('Zonder Script');
      await expect(sent.getByLabel('Telefoonnummer')).toHaveValue('bel me');
      await expect(sent.getByLabel('Bericht')).toHaveValue('Een vraag zonder JavaScript.\nMet twee regels.');
    });
  });
});
