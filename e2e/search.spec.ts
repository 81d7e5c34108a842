import { expect, test } from '@playwright/test';
import constants from '../tests/support/test-constants.json';
import { cmsUrl, sharedEditor } from './support/editor';

// apps/cms/src/api/search/services/search.ts: searches per visitor a minute, results and suggestions together.
const SEARCH_LIMIT = 120;

/** A visitor of its own, whose searches the CMS has already counted up to the limit. */
async function visitorPastTheLimit() {
  const visitor = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  // As the site's server asks the CMS for this visitor: with the shared secret and their address.
  const headers = { 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET, 'X-Client-Address': visitor };
  for (let i = 0; i < SEARCH_LIMIT; i++) expect((await fetch(`${cmsUrl}/api/search/suggest?q=beurs&locale=nl`, { headers })).status).toBe(200);
  // The suite's site trusts one proxy hop, so this header names the visitor to it.
  return { 'X-Forwarded-For': visitor };
}

// The demo content has the event 'Congres Live Communicatie' and several trade fairs ('beurzen').
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header box searches, and the results mark the matched words', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    // Without JavaScript the header's search form is open.
    await banner.getByRole('combobox', { name: 'Zoekwoord' }).fill('congressen communicatie');
    await banner.getByRole('search').getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=congressen\+communicatie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor ‘congressen communicatie’');
    await expect(page.getByRole('link', { name: 'Congres Live Communicatie' })).toBeVisible();
    // "congressen" meets "Congres" in a title: the match is marked in the result.
    await expect(page.getByRole('main').locator('mark').filter({ hasText: /^congres/i }).first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('facets narrow the results and stay in the URL', async ({ page }) => {
    await page.goto('/zoeken?q=beurs');
    const facets = page.getByRole('navigation', { name: 'Verfijnen' });
    await facets.getByRole('link', { name: /^Evenement \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=beurs&soort=evenement$/);
    const kinds = await page.getByRole('main').locator('ol > li article > p:first-child').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(kind).toMatch(/^Evenement/);
    await facets.getByRole('link', { name: /^Komend \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=beurs&soort=evenement&wanneer=komend$/);
    await facets.getByRole('link', { name: 'Datum' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=beurs&soort=evenement&wanneer=komend&sortering=datum$/);
  });

  test('a typo gets "Bedoelde je …?" from the index, and no results suggest where to look', async ({ page }) => {
    await page.goto('/zoeken?q=congers');
    await expect(page.getByText('Geen resultaten', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'de kalender' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'de bedrijvengids' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'het nieuwsarchief' })).toBeVisible();
    await page.getByRole('link', { name: 'congres', exact: true }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=congres$/);
    await expect(page.getByRole('link', { name: 'Congres Live Communicatie' })).toBeVisible();
  });

  test('the word for a kind brings that kind, singular or plural, in Dutch or English, with a link to its list', async ({ page }) => {
    for (const [path, list, href, kind] of [
      ['/zoeken?q=vacature', 'Alle vacatures', '/vacatures', 'Vacature'],
      ['/zoeken?q=vacatures', 'Alle vacatures', '/vacatures', 'Vacature'],
      ['/en/zoeken?q=vacancies', 'All vacancies', '/en/vacatures', 'Vacancy'],
      ['/zoeken?q=beurzen&soort=evenement', 'Alle beurzen', '/beurzen', 'Evenement'],
    ] as const) {
      // Each a first visit: once on /en, the language cookie sends a Dutch address to its English page.
      await page.context().clearCookies();
      await page.goto(path);
      await expect(page.getByRole('list', { name: /^(Overzichten|Overviews)$/ }).getByRole('link', { name: list })).toHaveAttribute('href', href);
      await expect(page.getByRole('main').locator('ol > li article > p:first-child').first()).toHaveText(new RegExp(`^${kind}`));
    }
    // Fairs are found by their kind, whatever their titles say.
    await expect(page.getByRole('link', { name: 'Horecabeurs Zuid' })).toBeVisible();
  });

  test('a reader past the search limit gets the page with a message, answered 429 with Retry-After', async ({ page }) => {
    const visitor = await visitorPastTheLimit();
    await page.setExtraHTTPHeaders(visitor);
    const response = await page.goto('/zoeken?q=beurs');
    expect(response?.status()).toBe(429);
    expect(response?.headers()['retry-after']).toBe('60');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Je zoekt erg snel achter elkaar. Probeer het over een minuut opnieuw.');
    await expect(main.getByRole('searchbox', { name: 'Zoekwoord' })).toHaveValue('beurs');

    const suggestions = await page.request.get('/api/search/suggest?q=beurs&locale=en', { headers: visitor });
    expect(suggestions.status()).toBe(429);
    expect(suggestions.headers()['retry-after']).toBe('60');
    expect(await suggestions.json()).toEqual({ items: [], error: 'too-many-requests', message: 'Too many requests in a short time. Please try again in a minute.' });
    // Another reader searches on.
    expect((await page.request.get('/zoeken?q=beurs', { headers: { 'X-Forwarded-For': '198.18.251.1' } })).status()).toBe(200);
  });

  test('hostile text is a query like any other', async ({ page }) => {
    const response = await page.goto(`/zoeken?q=${encodeURIComponent('NEAR("beurs" * -x:y) OR 1=1; DROP TABLE x 😀')}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NEAR(');
  });
});

test('results are a page cached per search, and every reader’s search is still counted for the editors', async ({ request }) => {
  // A word that finds nothing (letters only: a run of digits could be a phone number, never logged).
  const word = `${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}nergens`;
  const reader = (n: number) => ({ 'X-Forwarded-For': `198.18.252.${n}` });
  let searches = 0;
  const search = async (path: string, n: number) => {
    searches++;
    const response = await request.get(path, { headers: reader(n) });
    expect(response.status(), path).toBe(200);
    return response;
  };
  const first = await search(`/zoeken?q=${word}`, 1);
  expect(await first.text()).toContain(`Zoekresultaten voor ‘${word}’`);
  // Another reader, another URL of the same search: the page from the cache. Polled, as a test
  // running beside this one may publish, which empties the copies of search results.
  await expect
    .poll(async () => (await search(`/zoeken?utm_source=nieuwsbrief&q=${word}&pagina=1`, 2)).headers()['x-nextjs-cache'], { timeout: 5000, intervals: [250] })
    .toBe('HIT');
  // Each search is in the editors' log of what readers did not find, the cached ones too.
  const logged = async () => ((await sharedEditor().api(`/search-queries?filters[query][$eq]=${word}`)).data as { count: number; zeroResults: boolean }[])[0];
  await expect.poll(logged, { timeout: 5000 }).toEqual(expect.objectContaining({ count: searches, zeroResults: true }));
});

test('the header combobox suggests while typing and works with the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Zoekwoord' });
  await box.pressSequentially('congr', { delay: 50 });
  const list = page.getByRole('listbox', { name: 'Suggesties' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').locator('[aria-live="polite"]')).toContainText(/suggesties?;/);
  const first = list.getByRole('option').first();
  await expect(first).toContainText('Congres');

  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  const title = (await first.locator('span').nth(1).textContent()) ?? '';
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a query of several words gets suggestions, from the text where the titles lack a word', async ({ page }) => {
  // The events at the Jaarbeurs have Utrecht in their text, not in their titles.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Zoekwoord' });
  await box.pressSequentially('jaarbeurs utrecht', { delay: 30 });
  const options = page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.filter({ hasText: 'Eén-op-één standadvies' })).toHaveCount(1);
});

test('Enter without a chosen suggestion opens the results page', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search term' });
  await box.fill('beurzen');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/zoeken\?q=beurzen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for ‘beurzen’');
});
