import { expect, test, type Page } from '@playwright/test';

// Seeded vacancies (apps/cms/src/seed/data/vacancies.ts).
const TECHNICIAN = { slug: 'technicus-licht-en-geluid-lumen-eventtechniek', title: 'Technicus licht en geluid' };
const LIVESTREAM = 'Livestream-regisseur'; // techniek, freelance, 24 hours
const EXPIRED = { slug: 'zomerkracht-festivalcatering-het-buffet', title: 'Zomerkracht festivalcatering' };
const FILLED = { slug: 'tentenbouwer-tentenbouw-overijssel', title: 'Tentenbouwer' };

/** The titles and fact lines of the vacancies listed. */
async function listed(page: Page) {
  const items = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  return Promise.all((await items.all()).map(async (item) => ({ title: (await item.getByRole('heading').textContent()) ?? '', facts: (await item.locator('p').last().textContent()) ?? '' })));
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('filters narrow the job board and stay in the URL', async ({ page }) => {
      await page.goto('/vacatures');
      const all = await listed(page);
      expect(all.map((v) => v.title)).toEqual(expect.arrayContaining([TECHNICIAN.title, LIVESTREAM, 'Projectleider standbouw']));
      const form = page.getByRole('search', { name: 'Vacatures filteren' });
      await form.getByLabel('Functiegebied').selectOption({ label: 'Techniek en AV' });
      await form.getByLabel('Uren per week').selectOption({ label: 'Voltijd (32 uur of meer)' });
      await form.getByRole('button', { name: 'Filteren' }).click();

      await expect(page).toHaveURL(/\/vacatures\?functie=techniek&uren=voltijd$/);
      await expect(page.getByRole('search').getByLabel('Functiegebied')).toHaveValue('techniek');
      const filtered = await listed(page);
      expect(filtered.map((v) => v.title)).toContain(TECHNICIAN.title);
      expect(filtered.map((v) => v.title)).not.toContain(LIVESTREAM);
      expect(filtered.map((v) => v.title)).not.toContain('Projectleider standbouw');
      for (const vacancy of filtered) {
        expect(vacancy.facts).toContain('Techniek en AV');
        expect(Number(/(\d+) uur per week/.exec(vacancy.facts)?.[1])).toBeGreaterThanOrEqual(32);
      }
      expect(filtered.length).toBeLessThan(all.length);
      await expect(page.getByRole('status')).toHaveText(`${filtered.length} vacature${filtered.length === 1 ? '' : 's'}`);
    });
  });
}

test('an unknown filter value is a 404, and the feed follows the selection', async ({ request }) => {
  expect((await request.get('/vacatures?functie=astronaut')).status()).toBe(404);
  const feed = await request.get('/feeds/vacatures?functie=techniek&uren=voltijd');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain(`<title><![CDATA[${TECHNICIAN.title}]]></title>`);
  expect(xml).not.toContain(LIVESTREAM);
  expect(xml).not.toContain(EXPIRED.title);
});

test('the vacancy page shows the facts and carries a JobPosting with every required property', async ({ page }) => {
  await page.goto('/vacatures');
  await page.getByRole('link', { name: TECHNICIAN.title }).click();
  await expect(page).toHaveURL(new RegExp(`/vacatures/${TECHNICIAN.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TECHNICIAN.title);
  await expect(page.getByRole('link', { name: 'Lumen Eventtechniek', exact: true })).toHaveAttribute('href', /^\/bedrijvengids\/[a-z][a-z0-9]{19,}$/);
  await expect(page.getByRole('main')).toContainText('38 uur per week');
  await expect(page.getByRole('main')).toContainText('€ 2.900 – € 3.800 per maand');
  await expect(page.getByRole('heading', { name: 'Solliciteren' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vergelijkbare vacatures' })).toBeVisible();

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'JobPosting');
  expect(posting).toBeDefined();
  expect(posting).toMatchObject({ title: TECHNICIAN.title, hiringOrganization: { '@type': 'Organization', name: 'Lumen Eventtechniek' } });
  expect(posting.description).toMatch(/^<p>/);
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(posting.jobLocation.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Amersfoort', addressCountry: 'NL' });
  expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(posting.employmentType).toEqual(['FULL_TIME']);
  expect(posting.baseSalary).toMatchObject({ currency: 'EUR', value: { minValue: 2900, maxValue: 3800, unitText: 'MONTH' } });
  expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue' });
  expect(posting.directApply).toBe(false);
});

test('a closed or filled vacancy answers 410 and is gone from the board and the sitemap', async ({ page, request }) => {
  for (const closed of [EXPIRED, FILLED]) {
    const response = await page.goto(`/vacatures/${closed.slug}`);
    expect(response?.status(), closed.slug).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed.title);
    await expect(page.getByRole('status')).toHaveText('Deze vacature is niet meer beschikbaar');
    await expect(page.getByRole('heading', { name: 'Vergelijkbare vacatures' })).toBeVisible();
  }
  const english = await page.goto(`/en/vacatures/${EXPIRED.slug}`);
  expect(english?.status()).toBe(410);
  await expect(page.getByRole('status')).toHaveText('This vacancy is no longer available');

  await page.goto('/vacatures');
  const titles = (await listed(page)).map((v) => v.title);
  expect(titles).not.toContain(EXPIRED.title);
  expect(titles).not.toContain(FILLED.title);

  const sitemap = await (await request.get('/sitemaps/vacancies-1.xml')).text();
  expect(sitemap).toContain(`/vacatures/${TECHNICIAN.slug}</loc>`);
  expect(sitemap).not.toContain(EXPIRED.slug);
  expect(sitemap).not.toContain(FILLED.slug);
  // The internal page of a closed vacancy is no URL of its own.
  expect((await request.get(`/vacatures/${EXPIRED.slug}/niet-beschikbaar`)).status()).toBe(404);
});

test('an unknown vacancy is a 404 with the spec’s message', async ({ page }) => {
  const response = await page.goto('/vacatures/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /vacatures/bestaat-niet')).toBeVisible();
});
