import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, joinCompany, logIn as cmsLogIn } from '../tests/support/members';
import { cmsUrl, sharedEditor } from './support/editor';

// Seeded companies and products (apps/cms/src/seed/data/partners.ts and products.ts).

/** The names of the companies the directory lists. */
const companyNames = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
/** The product guide's cards: name, company line and category line. */
const productCards = (page: Page) => page.getByRole('main').locator('ul li').filter({ has: page.getByRole('heading', { level: 2 }) }).allInnerTexts();

async function companyId(name: string): Promise<string> {
  const { data } = await sharedEditor().api(`/partners?locale=nl&filters[name][$eq]=${encodeURIComponent(name)}`);
  return data[0].documentId;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const directoryFilters: { label: string; set: (form: Locator) => Promise<unknown>; url: RegExp; has: string[]; hasNot: string[] }[] = [
    { label: 'Sector', set: (form) => form.getByLabel('Sector').selectOption({ label: 'Catering' }), url: /\?sector=catering$/, has: ['Smaakmakers Catering', 'Het Buffet'], hasNot: ['De Vries Standbouw'] },
    { label: 'Provincie', set: (form) => form.getByLabel('Provincie').selectOption({ label: 'Utrecht' }), url: /\?provincie=utrecht$/, has: ['De Vries Standbouw', 'TicketFlow'], hasNot: ['Smaakmakers Catering'] },
    { label: 'Plaats', set: (form) => form.getByLabel('Plaats').fill('Rotterdam'), url: /\?plaats=Rotterdam$/, has: ['Smaakmakers Catering', 'Crew Collectief'], hasNot: ['TicketFlow'] },
    { label: 'Beginletter', set: (form) => form.getByLabel('Beginletter').selectOption('b'), url: /\?letter=b$/, has: ['Beeldwand BV', 'Bureau Binnenstebuiten'], hasNot: ['De Vries Standbouw'] },
    { label: 'Zoekwoord', set: (form) => form.getByLabel('Zoekwoord').fill('honingraatkarton'), url: /\?q=honingraatkarton$/, has: ['Kartonnen Kracht'], hasNot: ['De Vries Standbouw'] },
  ];

  for (const filter of directoryFilters) {
    test(`the directory's ${filter.label} filter narrows the list and stays in the URL`, async ({ page }) => {
      await page.goto('/bedrijvengids');
      const all = await companyNames(page);
      const form = page.getByRole('search', { name: 'Bedrijven filteren' });
      await filter.set(form);
      await form.getByRole('button', { name: 'Filteren' }).click();
      await expect(page).toHaveURL(new RegExp(`/bedrijvengids${filter.url.source}`));
      const shown = await companyNames(page);
      expect(shown.length).toBeLessThan(all.length);
      for (const name of filter.has) expect(shown).toContain(name);
      for (const name of filter.hasNot) expect(shown).not.toContain(name);
      // The form shows the choice again.
      await expect(page.getByRole('search').getByRole('button', { name: 'Filteren' })).toBeVisible();
    });
  }

  test('two directory filters combine, and the A to Z links keep the other filters', async ({ page }) => {
    await page.goto('/bedrijvengids?sector=evenementenbureau');
    await page.getByRole('navigation', { name: 'Op beginletter' }).getByRole('link', { name: 'f', exact: true }).click();
    await expect(page).toHaveURL(/\/bedrijvengids\?sector=evenementenbureau&letter=f$/);
    expect(await companyNames(page)).toEqual(['Feestfabriek']);
  });

  test("the product guide's filters narrow the grid and stay in the URL", async ({ page }) => {
    const vries = await companyId('De Vries Standbouw');
    await page.goto('/productengids');
    const total = (await productCards(page)).length;
    const form = page.getByRole('search', { name: 'Producten filteren' });

    await form.getByLabel('Categorie').selectOption({ label: 'Catering' });
    await form.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/\/productengids\?categorie=catering$/);
    const catering = await productCards(page);
    expect(catering.length).toBeGreaterThan(0);
    expect(catering.length).toBeLessThan(total);
    for (const card of catering) expect(card).toContain('Catering');

    await page.goto('/productengids');
    await form.getByLabel('Bedrijf').selectOption({ label: 'De Vries Standbouw' });
    await form.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(new RegExp(`/productengids\\?bedrijf=${vries}$`));
    const own = await productCards(page);
    expect(own).toHaveLength(3);
    for (const card of own) expect(card).toContain('van De Vries Standbouw');

    await page.goto('/productengids');
    await form.getByLabel('Zoekwoord').fill('balie');
    await form.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/\/productengids\?q=balie$/);
    // The keyword is looked for in names and descriptions; the cards show names only.
    const counters = (await productCards(page)).join('\n');
    expect(counters).toContain('Balie met ledverlichting');
    expect((await productCards(page)).length).toBeLessThan(total);
  });
});

test('a company page shows its products, upcoming events, open vacancies and contact details', async ({ page }) => {
  await page.goto('/bedrijvengids?q=De+Vries');
  await page.getByRole('link', { name: 'De Vries Standbouw' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Vries Standbouw');
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(region('Producten').getByRole('link', { name: 'Modulaire beursstand 3×3 m' })).toBeVisible();
  await expect(region('Evenementen van De Vries Standbouw').getByRole('link', { name: 'Eén-op-één standadvies' })).toBeVisible();
  await expect(region('Vacatures').getByRole('link', { name: 'Projectleider standbouw' })).toBeVisible();
  await expect(region('Contact').getByRole('link', { name: 'info@de-vries-standbouw.example.nl' })).toHaveAttribute('href', 'mailto:info@de-vries-standbouw.example.nl');
  await expect(region('Contact')).toContainText('Industrieweg 14');
  // A small map of where it is, named for screen readers.
  await expect(page.getByRole('img', { name: 'Ligging van De Vries Standbouw in Nederland' })).toBeVisible();
  // What a crawler reads, from a whole page load (a client-side navigation can keep the list's
  // canonical link in the head for a moment beside the company's).
  await page.reload();
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const organisation = ld.find((data) => data['@type'] === 'Organization' && data.name === 'De Vries Standbouw');
  expect(organisation).toMatchObject({ address: { addressLocality: 'Nieuwegein' }, sameAs: expect.arrayContaining(['https://de-vries-standbouw.example.nl']) });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/bedrijvengids/${page.url().split('/').pop()}$`));

  // Its product page: lightbox gallery, specifications as a table, the supplier, no invented offers.
  await region('Producten').getByRole('link', { name: 'Modulaire beursstand 3×3 m' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modulaire beursstand 3×3 m');
  await expect(page.getByRole('table').getByRole('row', { name: /Opbouwtijd/ })).toContainText('4 uur');
  await expect(page.getByRole('region', { name: /Aanbieder/ }).getByRole('link', { name: 'De Vries Standbouw' })).toBeVisible();
  // The category's list leaves out what the company's list shows.
  const linksIn = (name: RegExp) => page.getByRole('region', { name }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const [ofCompany, inCategory] = [await linksIn(/^Meer van De Vries Standbouw/), await linksIn(/^Meer in /)];
  expect(ofCompany.length).toBeGreaterThan(0);
  expect(inCategory.length).toBeGreaterThan(0);
  expect(inCategory.filter((href) => ofCompany.includes(href))).toEqual([]);
  await page.getByRole('button', { name: /^Open afbeelding 1 van/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const product = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
  expect(product).toMatchObject({ name: 'Modulaire beursstand 3×3 m', brand: { name: 'De Vries Standbouw' } });
  expect(product.offers).toBeUndefined();
});

test("the event page's organiser link leads to the company page", async ({ page }) => {
  await page.goto('/kalender/een-op-een-standadvies');
  const link = page.getByRole('link', { name: 'De Vries Standbouw' });
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Vries Standbouw');
  // A row id, as older links wrote it, redirects to the same page.
  const { data } = await sharedEditor().api(`/partners?locale=nl&filters[name][$eq]=De%20Vries%20Standbouw`);
  await page.goto(`/bedrijvengids/${data[0].id}`);
  await expect(page).toHaveURL(new RegExp(`/bedrijvengids/${data[0].documentId}$`));
});

test('unknown or malformed ids and impossible filters are 404s with the spec message', async ({ page }) => {
  // English last: a visit to /en sets the language cookie for the unprefixed paths after it.
  for (const path of ['/bedrijvengids/bestaat-niet', '/bedrijvengids/abcdefghijklmnopqrstuvwx', '/bedrijvengids/999999', '/productengids/bestaat-niet', '/bedrijvengids/bestaat-niet/producten', '/en/productengids/abcdefghijklmnopqrstuvwx']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`, { exact: true })).toBeVisible();
  }
  for (const query of ['sector=bakkerij', 'letter=ab', 'provincie=vlaanderen', 'pagina=0', 'pagina=999']) {
    expect((await page.goto(`/bedrijvengids?${query}`))?.status(), query).toBe(404);
  }
  for (const query of ['categorie=bakkerij', 'bedrijf=12', 'pagina=999']) {
    expect((await page.goto(`/productengids?${query}`))?.status(), query).toBe(404);
  }
});

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn account');
}

test('a company admin edits the profile; it shows once an editor publishes it', async ({ page }) => {
  const cms = sharedEditor();
  const company = await companyId('Groen Decor');
  const admin = await createMember(cms.api, { name: 'Bea Beheer' });
  await joinCompany(cms.api, admin, company, 'admin');
  const description = `Groene beursstands en decor, bijgewerkt ${Date.now()}.`;

  await logIn(page, admin.email, admin.password);
  const mine = page.getByRole('region', { name: 'Mijn bedrijf' });
  const field = mine.getByLabel('Beschrijving').first();
  await field.fill(description);
  // Once its code is there the form is rendered anew: what was typed stays.
  await expect(field).toHaveValue(description);
  await mine.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(mine.getByText('Je wijzigingen zijn opgeslagen en wachten op publicatie door de redactie.')).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue(description);
  await expect(page.getByRole('region', { name: 'Mijn bedrijf' }).getByRole('heading', { level: 3, name: /Groen Decor/ })).toContainText('Wacht op publicatie door de redactie');

  // Not on the site until an editor publishes the draft.
  await page.goto(`/bedrijvengids/${company}`);
  await expect(page.getByText(description)).toHaveCount(0);
  await cms.api(`/partners/${company}?locale=nl&status=published`, { method: 'PUT', json: { data: {} } });
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(description)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('a member who is not an admin of the company cannot edit it', async ({ page }) => {
  const cms = sharedEditor();
  const company = await companyId('Stretchtent.nl');
  const member = await createMember(cms.api);
  await joinCompany(cms.api, member, company, 'member');
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('region', { name: 'Mijn bedrijf' })).toHaveCount(0);
  // Nor straight at the CMS with their own token: the CMS itself refuses.
  const { body } = await cmsLogIn(cmsUrl, member.email, member.password);
  const response = await fetch(`${cmsUrl}/api/company-listings/${company}/profile`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${body.jwt}` },
    body: JSON.stringify({ sector: 'tenten', description: 'Overgenomen' }),
  });
  expect(response.status).toBe(403);
});
