import { expect, test, type Browser, type Page } from '@playwright/test';
import constants from '../tests/support/test-constants.json';
import { sharedEditor } from './support/editor';
import { cmsPublicUrl, webUrl } from './support/ports';

// The CMS's admin as editors use it: the production build of `npm test`, in Dutch, at the address
// the site lets frame its previews. One log-in per role for the whole file: the admin limits them.
// With EDITORS_SCREENSHOTS=docs/redactie the run also takes the guide's pictures (docs/redactie.md).
test.describe.configure({ mode: 'serial' });

const admin = (path: string) => `${cmsPublicUrl}/admin${path}`;
const ARTICLES = '/content-manager/collection-types/api::article.article';
const PAGES = '/content-manager/collection-types/api::page.page';
const stamp = Date.now();
const article = { title: `Standhouders kiezen voor hergebruik ${stamp}`, slug: `standhouders-hergebruik-${stamp}` };
const documents: { type: string; documentId: string }[] = [];

let auteur: Page;
let eindredacteur: Page;

async function logIn(browser: Browser, { email, password }: { email: string; password: string }) {
  const page = await (await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' })).newPage();
  await page.goto(admin('/auth/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo/ })).toBeVisible();
  return page;
}

test.beforeAll(async ({ browser }) => {
  auteur = await logIn(browser, constants.auteur);
  eindredacteur = await logIn(browser, constants.eindredacteur);
});

test.afterAll(async () => {
  await Promise.all([auteur.context().close(), eindredacteur.context().close()]);
  for (const { type, documentId } of documents) await sharedEditor().api(`/${type}/${documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
});

const screenshots = process.env.EDITORS_SCREENSHOTS;
/** A picture for the editors' guide, when asked for. */
async function picture(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png` });
}

/** Picks an option of one of the form's selects. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an Auteur writes an article in a Dutch form and submits it for review', async () => {
  await auteur.goto(admin(ARTICLES));
  // What the admin's libraries name in English of their own (src/admin/library-texts.ts) is Dutch too.
  await expect(auteur.getByRole('navigation', { name: 'Paginering' })).toBeVisible();
  await expect(auteur.getByRole('region', { name: /^Meldingen/ })).toBeAttached();
  await auteur.getByRole('link', { name: 'Nieuwe invoer' }).click();
  const title = auteur.getByRole('textbox', { name: 'Titel', exact: true });
  await expect(title).toBeVisible();
  await expect(auteur.getByText('Staat op de kaarten in overzichten, in de feeds en onder de titel van het artikel.')).toBeVisible();
  // Labels, not the API's names of the fields.
  for (const raw of ['title', 'excerpt', 'body', 'reviewStatus', 'publishAt']) await expect(auteur.getByText(raw, { exact: true })).toHaveCount(0);

  await title.fill(article.title);
  await auteur.getByRole('textbox', { name: 'Webadres (slug)' }).fill(article.slug);
  await auteur.getByRole('textbox', { name: 'Samenvatting' }).fill('Steeds meer standhouders bouwen hun stand uit herbruikbare delen.');
  // A date-time field is a group of a date and a time box, named by its label. The typed date counts
  // once the box loses focus (Enter in a closed date box would save the whole form).
  const dateTime = auteur.getByRole('group', { name: 'Datum' });
  await expect(dateTime.getByRole('combobox', { name: 'Kies een tijd' })).toBeVisible();
  const date = dateTime.getByRole('combobox', { name: 'Kies een datum' });
  const today = new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date());
  await date.fill(today);
  await date.blur();
  await expect(date).toHaveValue(today);
  await choose(auteur, 'Reviewstatus', 'ter review');
  await picture(auteur, 'artikel');
  await auteur.getByRole('button', { name: 'Bewaar' }).click();
  await expect(auteur.getByText('Opgeslagen')).toBeVisible();
  // Saved, the new article opens at its own address.
  await expect(auteur).toHaveURL(/\/api::article\.article\/[a-z0-9]{24}(\?|$)/);
  documents.push({ type: 'articles', documentId: auteur.url().split('/').pop()!.split('?')[0]! });
  // An Auteur cannot publish: once the saved article is open, the button is there, and off.
  await expect(title).toHaveValue(article.title);
  await expect(auteur.getByRole('button', { name: 'Publiceer' })).toBeDisabled();
  // Its status by its Dutch name, also in the menu of languages; not by its code ("draft").
  await expect(auteur.getByRole('status', { name: 'draft' })).toHaveCount(0);
  await auteur.getByRole('combobox', { name: 'Taal' }).click();
  await expect(auteur.getByRole('option', { name: /^Nederlands/ })).toContainText('Concept');
  await auteur.keyboard.press('Escape');
});

test('an Eindredacteur finds it under Wacht op review, approves and publishes it, and the site shows it within 5 s', async ({ request }) => {
  await eindredacteur.goto(admin('/'));
  const queue = eindredacteur.getByRole('region', { name: 'Wacht op review' });
  await expect(queue.getByRole('link', { name: article.title })).toBeVisible();
  await picture(eindredacteur, 'startpagina');
  await queue.getByRole('link', { name: article.title }).click();
  await choose(eindredacteur, 'Reviewstatus', 'goedgekeurd');
  const published = eindredacteur.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/actions/publish'));
  await eindredacteur.getByRole('button', { name: 'Publiceer' }).click();
  expect((await published).ok()).toBe(true);
  await expect.poll(async () => (await request.get(`/nieuws/${article.slug}`)).status(), { timeout: 5000, intervals: [250] }).toBe(200);
  if (screenshots) {
    await eindredacteur.goto(admin(ARTICLES));
    await expect(eindredacteur.getByText(article.title)).toBeVisible();
    await picture(eindredacteur, 'lijst');
  }
});

test('the Preview button of an unpublished event opens the site with the preview bar', async () => {
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  const { data: event } = await sharedEditor().api('/events?locale=nl&status=draft', {
    method: 'POST',
    json: { data: { title: `Voorbeeldbeurs ${stamp}`, slug: `voorbeeldbeurs-${stamp}`, kind: 'beurs', startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 8 * 3_600_000).toISOString(), city: 'Utrecht' } },
  });
  documents.push({ type: 'events', documentId: event.documentId });
  await eindredacteur.goto(admin(`/content-manager/collection-types/api::event.event/${event.documentId}?plugins[i18n][locale]=nl`));
  await eindredacteur.getByRole('link', { name: 'Voorbeeld openen' }).click();
  const site = eindredacteur.frameLocator('iframe');
  await expect(site.getByRole('status')).toContainText('Voorbeeld: niet gepubliceerd');
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Voorbeeldbeurs ${stamp}`);
  await picture(eindredacteur, 'voorbeeld');
  // The way out, from inside the admin's frame: the whole window goes to the event's page, which
  // shows the draft before and is not found after.
  const withCookies = eindredacteur.context().request;
  const eventPage = `${webUrl}/kalender/voorbeeldbeurs-${stamp}`;
  expect((await withCookies.get(eventPage)).status()).toBe(200);
  await site.getByRole('status').getByRole('link', { name: 'Voorbeeld sluiten' }).click();
  await expect(eindredacteur).toHaveURL(eventPage);
  await expect(eindredacteur.getByText('Voorbeeld: niet gepubliceerd')).toHaveCount(0);
  expect((await withCookies.get(eventPage)).status()).toBe(404);
});

test('publishing several at once, the dialog names itself, its columns and a missing field in Dutch', async () => {
  const title = `Concept zonder datum ${stamp}`;
  const { data: draft } = await sharedEditor().api('/articles?locale=nl&status=draft', { method: 'POST', json: { data: { title, slug: `concept-zonder-datum-${stamp}` } } });
  documents.push({ type: 'articles', documentId: draft.documentId });
  await eindredacteur.goto(admin(`${ARTICLES}?_q=${encodeURIComponent(title)}`));
  await eindredacteur.getByRole('checkbox', { name: 'Selecteer alle vermeldingen' }).click();
  await eindredacteur.getByRole('button', { name: 'Publiceer' }).click();
  const dialog = eindredacteur.getByRole('dialog', { name: 'Items publiceren' });
  for (const column of ['Document-ID', 'Naam', 'Status', 'Publicatiestatus']) await expect(dialog.getByRole('gridcell', { name: column, exact: true })).toBeVisible();
  // The field by its label in the form, not by its name in the schema ("date is verplicht.").
  await expect(dialog.getByRole('row', { name: new RegExp(title) })).toContainText('Datum is verplicht.');
  await dialog.getByRole('button', { name: 'Annuleer' }).click();
  // A field in a page's blocks, each of which is a component of its own: by the block's number and kind.
  const pageTitle = `Pagina met halve oproep ${stamp}`;
  const blocks = [
    { __component: 'blocks.embed', title: 'Rondleiding', url: 'https://www.youtube.com/watch?v=standplaats' },
    { __component: 'blocks.call-to-action', title: 'Meld je aan', buttonLabel: 'Aanmelden' },
  ];
  const { data: page } = await sharedEditor().api('/pages?locale=nl&status=draft', { method: 'POST', json: { data: { title: pageTitle, slug: `halve-oproep-${stamp}`, blocks } } });
  documents.push({ type: 'pages', documentId: page.documentId });
  await eindredacteur.goto(admin(`${PAGES}?_q=${encodeURIComponent(pageTitle)}`));
  await eindredacteur.getByRole('checkbox', { name: 'Selecteer alle vermeldingen' }).click();
  await eindredacteur.getByRole('button', { name: 'Publiceer' }).click();
  await expect(dialog.getByRole('row', { name: new RegExp(pageTitle) })).toContainText('Inhoud › 2 (Oproep met knop) › Adres van de knop is verplicht.');
  await dialog.getByRole('button', { name: 'Annuleer' }).click();
});

test('the Beheerder’s settings speak Dutch: the menu, the members’ roles and sign-up, the tokens, a webhook, the languages', async ({ browser }) => {
  const beheerder = await logIn(browser, constants.admin);
  try {
    await beheerder.goto(admin('/settings/users-permissions/roles'));
    await expect(beheerder.getByRole('link', { name: 'Nieuwe rol' })).toBeVisible();
    await expect(beheerder.getByRole('navigation').getByText('Leden van de site')).toBeVisible();
    // Strapi's news of its Media Library, on top of every screen, is closed beforehand (src/admin/app.tsx).
    await expect(beheerder.getByText('Nieuw: de vernieuwde Mediabibliotheek')).toHaveCount(0);
    // The settings' menu, where Strapi's Dutch says "API Tokens", "Transfer Tokens", "Leveranciers".
    for (const name of ['API-tokens', 'Overdrachtstokens', 'Inlogdiensten', 'Geavanceerde instellingen']) {
      await expect(beheerder.getByRole('navigation').getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Strapi's templates of members' mails, which the CMS never sends, are not offered (src/admin/app.tsx).
    await expect(beheerder.getByRole('navigation').getByRole('link', { name: 'E-mailsjablonen' })).toHaveCount(0);
    await expect(beheerder.getByRole('navigation').getByText('Algemene instellingen', { exact: true })).toBeVisible();
    for (const [name, description] of [['Bezoeker', 'Wie de site bezoekt'], ['Lid', 'Wie met een account'], ['Redactie', 'Leden die ook de statistieken']]) {
      await expect(beheerder.getByRole('row', { name: new RegExp(`^${name} ${description}`) })).toBeVisible();
    }
    // "0 gebruikers", where Strapi's Dutch says "0 gebruiker".
    await expect(beheerder.getByRole('row', { name: /^Bezoeker / })).toContainText(/(^|\D)0 gebruikers/);
    await beheerder.goto(admin('/settings/users-permissions/advanced-settings'));
    await expect(beheerder.getByRole('combobox', { name: 'Standaardrol' })).toHaveText(/Lid/);
    await expect(beheerder.getByText('Uit: niemand kan een account maken, met welke inlogdienst ook.')).toBeVisible();
    // The two tokens Strapi makes on a fresh install, named as the bootstrap names them.
    await beheerder.goto(admin('/settings/api-tokens'));
    await expect(beheerder.getByRole('heading', { level: 1, name: 'API-tokens' })).toBeVisible();
    await expect(beheerder.getByRole('row', { name: /^Alleen lezen Standaardtoken/ })).toBeVisible();
    await beheerder.goto(admin('/settings/api-tokens/create'));
    await expect(beheerder.getByRole('combobox', { name: 'Geldigheid' })).toHaveText(/Kies/);
    await expect(beheerder.getByRole('combobox', { name: 'Soort token' })).toHaveText(/Kies/);
    await beheerder.getByRole('combobox', { name: 'Geldigheid' }).click();
    await expect(beheerder.getByRole('option', { name: 'Onbeperkt' })).toBeVisible();
    await beheerder.keyboard.press('Escape');
    // A webhook's boxes, which Strapi names by their code ("entry.create", "row 1 key").
    await beheerder.goto(admin('/settings/webhooks/create'));
    await expect(beheerder.getByRole('checkbox', { name: 'Item aangemaakt' })).toBeVisible();
    await expect(beheerder.getByRole('combobox', { name: 'Header 1: sleutel' })).toBeVisible();
    await beheerder.goto(admin('/settings/internationalization'));
    await expect(beheerder.getByRole('row', { name: /^ID / }).getByRole('gridcell', { name: 'Acties', exact: true })).toBeAttached();
  } finally {
    await beheerder.context().close();
  }
});
