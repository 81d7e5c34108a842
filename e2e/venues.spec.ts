import { expect, test, type Page } from '@playwright/test';
import { sharedEditor } from './support/editor';

// The seed's 27 venues (apps/cms/src/seed/data/venues.ts).
const MAP = 'Kaart van Nederland met de gevonden locaties';

const results = (page: Page) => page.getByRole('region', { name: 'Gevonden locaties' });
const listed = async (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const filterForm = (page: Page) => page.getByRole('search', { name: 'Locaties filteren' });

// Each filter on its own, as a visitor sets it in the form: what the URL says and what must
// (and must not) be in the list afterwards.
const FILTERS: { name: string; set: (page: Page) => Promise<unknown>; url: RegExp; has: string; hasNot: string }[] = [
  { name: 'province', set: (page) => filterForm(page).getByLabel('Provincie').selectOption({ label: 'Zeeland' }), url: /\?provincie=zeeland$/, has: 'Fort Rammekens', hasNot: 'Jaarbeurs' },
  { name: 'city', set: (page) => filterForm(page).getByLabel('Plaats').selectOption({ label: 'Assen' }), url: /\?plaats=Assen$/, has: 'De Nieuwe Kolk', hasNot: 'MartiniPlaza' },
  { name: 'type', set: (page) => filterForm(page).getByLabel('Soort locatie').selectOption({ label: 'Hotel' }), url: /\?type=hotel$/, has: 'Landgoed Oranjewoud', hasNot: 'Ahoy' },
  {
    name: 'minimum capacity',
    set: (page) => filterForm(page).getByLabel('Minimale capaciteit').selectOption({ label: '25.000 personen of meer' }),
    url: /\?capaciteit=25000$/,
    has: 'Johan Cruijff ArenA',
    hasNot: 'Evoluon',
  },
  { name: 'facility', set: (page) => filterForm(page).getByLabel('Overnachting').check(), url: /\?voorziening=overnachting$/, has: 'Papendal', hasNot: 'Jaarbeurs' },
];

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const filter of FILTERS) {
      test(`the ${filter.name} filter narrows the list and stays in the URL`, async ({ page }) => {
        await page.goto('/locatie-finder');
        const all = await listed(page);
        expect(all).toContain(filter.hasNot);
        await filter.set(page);
        await filterForm(page).getByRole('button', { name: 'Filteren' }).click();
        await expect(page).toHaveURL(filter.url);
        const narrowed = await listed(page);
        expect(narrowed).toContain(filter.has);
        expect(narrowed).not.toContain(filter.hasNot);
        expect(narrowed.length).toBeLessThan(all.length);
        // The form shows the selection it made, so it can be changed further.
        await page.reload();
        expect(await listed(page)).toEqual(narrowed);
      });
    }
  });
}

test('filters combine, empty fields leave the URL, and the map shows only what the list shows', async ({ page }) => {
  await page.goto('/locatie-finder?type=&provincie=noord-holland&voorziening=ov-bereikbaar&plaats=');
  await expect(page).toHaveURL(/\/locatie-finder\?provincie=noord-holland&voorziening=ov-bereikbaar$/);
  const names = await listed(page);
  expect(names.sort()).toEqual(['Expo Haarlemmermeer', 'Johan Cruijff ArenA', 'RAI Amsterdam']);
  const marks = page.getByRole('group', { name: MAP }).getByRole('link', { name: /, / });
  await expect(marks).toHaveCount(3);
  await expect(page.getByRole('status')).toHaveText('3 locaties');
});

test('a venue mark on the map leads to that venue', async ({ page }) => {
  await page.goto('/locatie-finder');
  const map = page.getByRole('group', { name: MAP });
  await expect(map.getByRole('link', { name: /, / })).toHaveCount(27);
  await map.getByRole('link', { name: 'Jaarbeurs, Utrecht' }).click();
  await expect(page).toHaveURL(/\/locatie-finder\/jaarbeurs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jaarbeurs');
});

test('a province on the map leads to the list of its venues', async ({ page }) => {
  await page.goto('/locatie-finder?type=unieke-locatie');
  const zeeland = page.getByRole('group', { name: MAP }).getByRole('link', { name: 'Zeeland: locaties in deze provincie' });
  // Drawn from the map's file: a shape that did not load leaves its link without a box.
  await expect(zeeland).toBeVisible();
  await zeeland.press('Enter');
  await expect(page).toHaveURL(/\/locatie-finder\?provincie=zeeland&type=unieke-locatie$/);
  expect(await listed(page)).toEqual(['Fort Rammekens']);
});

test('a venue page has its address, route, halls, facilities, events, photos, map and structured data', async ({ page }) => {
  const response = await page.goto('/locatie-finder/jaarbeurs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jaarbeurs');
  await expect(page.getByRole('main').locator('address')).toContainText('Jaarbeursplein 6');
  await expect(page.getByRole('heading', { level: 2, name: 'Bereikbaarheid' })).toBeVisible();
  const halls = page.getByRole('table', { name: /Zalen van Jaarbeurs/ });
  await expect(halls.getByRole('columnheader')).toHaveText(['Zaal', 'Oppervlakte (m²)', 'Theater', 'Diner', 'Receptie']);
  await expect(halls.getByRole('rowheader').first()).toHaveText('Hal 1');
  await expect(page.getByRole('region', { name: 'Voorzieningen' }).getByRole('listitem')).toContainText(['Parkeren', 'Bereikbaar met het ov']);
  await expect(page.getByRole('region', { name: 'Komende evenementen hier' }).getByRole('link', { name: 'Vakbeurs Evenementenbranche', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ligging van Jaarbeurs in Nederland' })).toBeVisible();
  await page.getByRole('button', { name: /^Open afbeelding 1 van 2/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const venue = ld.find((item) => item['@type'] === 'EventVenue');
  expect(venue).toMatchObject({ name: 'Jaarbeurs', geo: { '@type': 'GeoCoordinates', latitude: 52.0866, longitude: 5.1118 }, address: { streetAddress: 'Jaarbeursplein 6', addressLocality: 'Utrecht' } });
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/locatie-finder\/jaarbeurs$/);
});

test('the English venue finder and venue page speak English', async ({ page }) => {
  await page.goto('/en/locatie-finder?type=hotel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venue finder');
  await expect(page.getByRole('region', { name: 'Venues found' }).getByRole('heading', { level: 3 })).toHaveText(['Landgoed Oranjewoud']);
  await page.getByRole('link', { name: 'Landgoed Oranjewoud' }).first().click();
  await expect(page).toHaveURL(/\/en\/locatie-finder\/landgoed-oranjewoud$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms and capacity' })).toBeVisible();
});

test("the event page's venue link answers 200 and leads to the venue", async ({ page }) => {
  await page.goto('/kalender/vakbeurs-evenementenbranche');
  const link = page.getByRole('link', { name: 'Jaarbeurs', exact: true });
  expect((await page.request.get((await link.getAttribute('href'))!)).status()).toBe(200);
  await link.click();
  await expect(page).toHaveURL(/\/locatie-finder\/jaarbeurs$/);
});

test('an unknown venue or filter is a 404 with the spec message', async ({ page }) => {
  for (const path of ['/locatie-finder/bestaat-niet', '/en/locatie-finder/bestaat-niet']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`, { exact: true })).toBeVisible();
  }
  for (const query of ['type=rave', 'provincie=vlaanderen', 'capaciteit=veel', 'voorziening=zwembad', 'pagina=0', 'pagina=99']) {
    expect((await page.goto(`/locatie-finder?${query}`))?.status(), query).toBe(404);
  }
});

test("a venue's published change shows on the pages of its events within seconds", async ({ page }) => {
  const cms = sharedEditor();
  const token = `vr${Date.now()}`;
  const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const { data: venue } = await cms.api('/venues?status=published', {
    method: 'POST',
    json: { data: { name: `Hal ${token}`, slug: token, city: 'Zwolle', province: 'overijssel', venueType: 'beurshal', latitude: 52.5168, longitude: 6.083 } },
  });
  const { data: event } = await cms.api('/events?locale=nl&status=published', {
    method: 'POST',
    json: { data: { title: `Beurs ${token}`, slug: token, kind: 'beurs', startsAt, endsAt: startsAt, city: 'Zwolle', venue: venue.documentId } },
  });
  try {
    await page.goto(`/kalender/${token}`);
    await expect(page.getByRole('link', { name: `Hal ${token}`, exact: true })).toHaveAttribute('href', `/locatie-finder/${token}`);
    await cms.api(`/venues/${venue.documentId}?status=published`, { method: 'PUT', json: { data: { name: `Nieuwe hal ${token}` } } });
    await expect
      .poll(async () => (await page.reload(), page.getByRole('link', { name: `Nieuwe hal ${token}`, exact: true }).count()), { timeout: 5000, intervals: [250] })
      .toBe(1);
    await page.goto(`/locatie-finder?plaats=Zwolle`);
    await expect(results(page).getByRole('link', { name: `Nieuwe hal ${token}` })).toBeVisible();
  } finally {
    await cms.api(`/events/${event.documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
    await cms.api(`/venues/${venue.documentId}`, { method: 'DELETE' }).catch(() => undefined);
  }
});

test('the crawler sitemap lists the finder and every venue in both languages', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/venues-1.xml');
  const venues = await (await request.get('/sitemaps/venues-1.xml')).text();
  expect(venues).toMatch(/<loc>[^<]+\/locatie-finder\/jaarbeurs<\/loc>/);
  expect(venues).toMatch(/<loc>[^<]+\/en\/locatie-finder\/jaarbeurs<\/loc>/);
  expect(venues.match(/<url>/g)?.length).toBeGreaterThanOrEqual(2 * 27);
  expect(await (await request.get('/sitemaps/static-1.xml')).text()).toMatch(/<loc>[^<]+\/locatie-finder<\/loc>/);
});
