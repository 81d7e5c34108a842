import { expect, test, type Page } from '@playwright/test';
import { cmsUrl } from './support/editor';
import { webUrl } from './support/ports';
import { pageTemplates, slotTemplates } from './support/routes';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test('the home page is Dutch at / and English at /en', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws en agenda voor de evenementenbranche');
  await expect(page.getByRole('link', { name: 'Beursvloer groeit weer in 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Komende evenementen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vakbeurs Evenementenbranche' })).toBeVisible();

  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and calendar for the events industry');
  await expect(page.getByRole('link', { name: 'Trade-fair floor space grows again in 2026' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Events Industry Trade Fair' })).toBeVisible();
});

test('every page carries a canonical URL and hreflang alternates', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en$/);
  await expect(page.locator('link[rel=alternate][hreflang=nl]')).toHaveAttribute('href', /:\d+\/?$/);
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/en$/);
  await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveCount(1);
});

test.describe('a first visit with an English browser', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });

  test('lands on English and stores the choice for a year', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 60);
    expect(lifetime).toBeLessThan(YEAR_SECONDS + 60);
  });
});

test.describe('a later visit', () => {
  test('keeps the stored English choice whatever the browser says', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: test.info().project.use.baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test.describe('with an English browser', () => {
    test.use({ extraHTTPHeaders: { 'Accept-Language': 'en' } });

    test('keeps the stored Dutch choice', async ({ page, context }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'nl', url: test.info().project.use.baseURL! }]);
      await page.goto('/');
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    });
  });
});

test('the language switch goes to the same page in the other language and keeps the choice', async ({ page, context }) => {
  await page.goto('/kalender');
  const toEnglish = page.getByRole('banner').getByRole('link', { name: 'Taal: English' });
  // WCAG 2.5.3, label in name: what the switch shows is part of what it is called.
  await expect(toEnglish).toHaveText('Taal: English');
  await expect(toEnglish.locator('[lang=en]')).toBeVisible();
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/kalender$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Language: Nederlands' })).toHaveText('Language: Nederlands');
});

/** The first English document of a type in the demo content, as the CMS's public API lists it. */
async function english(type: string) {
  const response = await fetch(`${cmsUrl}/api/${type}?locale=en&sort=id:asc&pagination[pageSize]=1&fields[0]=slug`);
  const document = ((await response.json()) as { data: { id: number; documentId: string; slug?: string }[] }).data[0];
  if (!document) throw new Error(`No English ${type} in the demo content`);
  return document;
}

// Every kind of detail page, by an English document of the demo content (a slug or an id of its own).
const DETAIL_PAGES: Record<string, () => Promise<string>> = {
  article: async () => `/nieuws/${(await english('articles')).slug}`,
  event: async () => `/kalender/${(await english('events')).slug}`,
  vacancy: async () => `/vacatures/${(await english('vacancies')).slug}`,
  company: async () => `/bedrijvengids/${(await english('partners')).documentId}`,
  product: async () => `/productengids/${(await english('products')).documentId}`,
  venue: async () => '/locatie-finder/jaarbeurs',
  page: async () => '/over-ons',
  magazine: async () => `/magazines/${(await english('magazines')).slug}`,
  author: async () => {
    const author = await english('authors');
    return `/auteurs/${author.id}/${author.slug}`;
  },
  tag: async () => `/nieuws/tag/${(await english('tags')).slug}`,
  theme: async () => '/brand-events',
  topic: async () => `/explore/${(await english('explore-topics')).slug}`,
  subscription: async () => `/abonnementen/${(await english('subscription-plans')).slug}`,
  "fair's exhibitor list": async () => '/kalender/events-industry-trade-fair/exposanten',
  "fair's floor plan": async () => '/kalender/events-industry-trade-fair/plattegrond',
};

// The pages with a dynamic segment whose path is the same in both languages (an id, a number, a
// slug with no translation), so the header's default switch, which keeps the path, is right.
const SAME_PATH = [
  '/bedrijvengids/{s}',
  '/bedrijvengids/{s}/producten',
  '/productengids/{s}',
  '/locatie-finder/{s}',
  '/sitemap/{s}',
  '/sitemap/{s}/{s}',
  '/l/{s}',
  // The catch-all, and a closed vacancy's page (the proxy's 410): there is no version to go to.
  '/{s}/{s}',
  '/vacatures/{s}/niet-beschikbaar',
];

// A list's copy cached per query string (lib/list-copies.ts): its query segment is no slug, so it
// switches as its list does.
const listOf = (template: string) => template.replace(/^\/lijst-kopie\/\{s\}/, '');

test('every page with a slug in its path has a language switch of its own, or keeps the path on purpose', () => {
  const switches = new Set(slotTemplates('@languages'));
  expect(pageTemplates().filter((template) => listOf(template).includes('{s}') && !switches.has(template) && !SAME_PATH.includes(template))).toEqual([]);
});

/** The page's hreflang alternate in a language, as a path. */
const alternate = async (page: Page, language: string) => new URL((await page.locator(`link[rel=alternate][hreflang=${language}]`).getAttribute('href'))!).pathname;

for (const [kind, englishPage] of Object.entries(DETAIL_PAGES)) {
  test(`the language switch on a ${kind} goes where hreflang goes, both ways`, async ({ page }) => {
    const start = `/en${await englishPage()}`;
    expect((await page.goto(start))?.status()).toBe(200);
    const dutch = await alternate(page, 'nl');
    const toDutch = page.getByRole('banner').getByRole('link', { name: 'Language: Nederlands' });
    // Dutch links carry their prefix, so the choice outlives the English cookie: /nl/x is /x.
    await expect(toDutch).toHaveAttribute('href', `/nl${dutch}`);
    await toDutch.click();
    await expect(page).toHaveURL((url) => url.pathname === dutch);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    expect(await alternate(page, 'en')).toBe(start);
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'Taal: English' });
    await expect(toEnglish).toHaveAttribute('href', start);
    await toEnglish.click();
    await expect(page).toHaveURL((url) => url.pathname === start);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('a document without a translation keeps its "only in Dutch" page, and links in English where it can', async ({ page }) => {
  const dutchOnly = '/nieuws/festivalseizoen-begint-met-recordaantal-vergunningen';
  await page.goto(dutchOnly);
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Taal: English' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/en${dutchOnly}`);
  await expect(page.getByText('This article is only available in Dutch.')).toBeVisible();
  // Its tags and author exist in English: the English page links their English addresses.
  const links = [...(await page.getByRole('region', { name: 'Tags' }).getByRole('link').all()), page.locator('a[rel="author"]')];
  for (const link of links) {
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/en\//);
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
  await page.getByRole('banner').getByRole('link', { name: 'Language: Nederlands' }).click();
  await expect(page).toHaveURL((url) => url.pathname === dutchOnly);
});

test("another language's slug moves to the page's own version", async () => {
  for (const [from, to] of [
    ['/en/kalender/vakbeurs-evenementenbranche', '/en/kalender/events-industry-trade-fair'],
    ['/kalender/events-industry-trade-fair', '/kalender/vakbeurs-evenementenbranche'],
    ['/en/nieuws/tag/beurzen', '/en/nieuws/tag/trade-fairs'],
  ]) {
    // Without cookies, as a link from elsewhere arrives: the language is the one the address says.
    const response = await fetch(new URL(from!, webUrl), { redirect: 'manual' });
    expect(response.status, from).toBe(308);
    expect(response.headers.get('location')).toBe(to);
  }
});
