import { expect, test, type Page } from '@playwright/test';

const repeat = (count: number, part: (i: number) => string) => Array.from({ length: count }, (_, i) => part(i)).join('&');

test.describe('query-string limits', () => {
  test('a page and an API route take a query within the limits', async ({ request }) => {
    expect((await request.get(`/?${repeat(20, () => 'utm_term=x')}&${repeat(900, (i) => `k${i}=1`)}`)).status()).toBe(200);
    expect((await request.get(`/api/search/suggest?q=beurs&${repeat(900, (i) => `k${i}=1`)}`)).status()).toBe(200);
  });

  for (const [name, query] of [
    ['1001 parameters', repeat(1001, (i) => `k${i}=1`)],
    ['21 values of one filter', repeat(21, () => 'type=beurs')],
    ['nesting deeper than 5', 'a[b][c][d][e][f][g]=1'],
  ]) {
    test(`${name} get a 400 that says why, on a page and on an API route`, async ({ request }) => {
      for (const path of ['/kalender', '/en', '/api/search/suggest']) {
        const response = await request.get(`${path}?${query}`);
        expect(response.status(), path).toBe(400);
        expect(await response.text()).toMatch(/^400 Bad Request: the query string is too large\. /);
      }
    });
  }
});

test.describe('web app manifest', () => {
  test('each language links its own manifest, with the palette’s colours and icons that load', async ({ request }) => {
    for (const [page, href, lang] of [['/', '/manifest.webmanifest', 'nl'], ['/en', '/en/manifest.webmanifest', 'en']] as const) {
      const html = await (await request.get(page)).text();
      expect(html).toContain(`<link rel="manifest" href="${href}"`);
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = await response.json();
      expect(manifest).toMatchObject({ name: 'Standplaats', lang, display: 'standalone', theme_color: '#f6bb31', background_color: '#ffffff', start_url: lang === 'en' ? '/en' : '/' });
      for (const icon of manifest.icons) {
        const image = await request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toBe(icon.type);
      }
    }
    expect((await request.get('/nl/manifest.webmanifest')).status()).toBe(404);
  });

  test('Chromium finds the site installable', async ({ page }) => {
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getAppManifest')).url).toMatch(/\/manifest\.webmanifest$/);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    // Playwright's contexts are incognito, which alone keeps Chromium from offering to install.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  });
});

test.describe('icon endpoint', () => {
  test('answers the asked icons in Iconify’s JSON format', async ({ request }) => {
    const response = await request.get('/api/icons/lucide.json?icons=bell,calendar,geen-icoon');
    expect(response.status()).toBe(200);
    const data = await response.json();
    expect(data.prefix).toBe('lucide');
    expect(Object.keys(data.icons).sort()).toEqual(['bell', 'calendar']);
    expect(data.icons.bell.body).toContain('<path');
    expect(data.not_found).toEqual(['geen-icoon']);
  });

  test('answers 404 for an unknown set and 400 for a bad icon list', async ({ request }) => {
    expect((await request.get('/api/icons/geen-set.json?icons=bell')).status()).toBe(404);
    expect((await request.get('/api/icons/lucide?icons=bell')).status()).toBe(404);
    for (const query of ['', '?icons=', '?icons=bell,,x', '?icons=%3Cscript%3E', `?icons=${Array.from({ length: 101 }, (_, i) => `i${i}`).join(',')}`]) {
      expect((await request.get(`/api/icons/lucide.json${query}`)).status(), query).toBe(400);
    }
  });
});

test.describe('new-version detection', () => {
  const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
  /** Marks the current document; a full page load loses the mark, a client-side navigation keeps it. */
  const mark = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const marked = (page: Page) => page.evaluate(() => 'sameDocument' in window);

  test('builds/latest.json names this build and is never cached', async ({ request }) => {
    const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    const { id } = await response.json();
    expect(id).toMatch(/^\S{8,}$/);
    expect((await (await request.get('/builds/latest.json')).json()).id).toBe(id);
  });

  test('with the same build the next navigation stays client-side', async ({ page }) => {
    const polled = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
    await page.goto('/');
    await (await polled).response();
    await mark(page);
    await mainMenu(page).getByRole('link', { name: 'Kalender' }).click();
    await expect(page).toHaveURL(/\/kalender$/);
    expect(await marked(page)).toBe(true);
  });

  test('a new build id makes the next navigation, not the current page, load in full', async ({ page }) => {
    const polls: string[] = [];
    await page.route(/\/builds\/latest\.json\?t=\d+$/, (route) => {
      polls.push(route.request().url());
      return route.fulfill({ json: { id: 'een-nieuwere-build' }, headers: { 'Cache-Control': 'no-store' } });
    });
    await page.goto('/');
    await expect.poll(() => polls.length).toBeGreaterThan(0);
    await mark(page);
    await page.waitForTimeout(500);
    expect(await marked(page)).toBe(true);

    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
    await mainMenu(page).getByRole('link', { name: 'Kalender' }).click();
    await expect(page).toHaveURL(/\/kalender$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender');
    expect(await marked(page)).toBe(false);
    expect(documents).toEqual(['/kalender']);

    // Showing the tab again asks once more.
    const before = polls.length;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => polls.length).toBeGreaterThan(before);
  });

  test('a chunk-load error reloads the page once; the guard stops a loop within 10 s', async ({ page }) => {
    // The island is live once it has asked for the newest build.
    const polled = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
    await page.goto('/kalender');
    await polled;
    const chunkError = () =>
      page.evaluate(() => {
        const error = Object.assign(new Error('Loading chunk 4711 failed.'), { name: 'ChunkLoadError' });
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      });
    await mark(page);
    const polledAgain = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
    await Promise.all([page.waitForEvent('load'), chunkError()]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender');
    expect(await marked(page)).toBe(false);

    // The same failure on the reloaded page, within 10 s: no second reload.
    await polledAgain;
    await mark(page);
    await chunkError();
    await page.waitForTimeout(1000);
    expect(await marked(page)).toBe(true);
  });
});

test.describe('scrolling between pages', () => {
  test.use({ viewport: { width: 1280, height: 500 } });
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('a new page starts at the top, and back returns to where the reader was', async ({ page }) => {
    await page.goto('/kalender');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const readAt = await scrollY(page);
    expect(readAt).toBeGreaterThan(300);

    await page.getByRole('navigation', { name: 'Links' }).getByRole('link', { name: 'Nieuwsbrief' }).click();
    await expect(page).toHaveURL(/\/nieuwsbrief$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/kalender$/);
    await expect.poll(() => scrollY(page)).toBe(readAt);

    await page.goForward();
    await expect(page).toHaveURL(/\/nieuwsbrief$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('an address with a #hash opens at its target, and stays there', async ({ page }) => {
    await page.goto('/kalender#in-je-agenda');
    const target = page.locator('#in-je-agenda');
    await expect(target).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    await expect(target).toBeInViewport();
  });
});

test.describe('prefetching', () => {
  const MENU_PATHS = ['/kalender', '/magazines', '/over-ons'];

  /** Prefetches of the main menu's pages. */
  function menuPrefetches(page: Page) {
    const seen: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      const path = new URL(request.url()).pathname;
      if ((headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) && MENU_PATHS.includes(path)) seen.push(path);
    });
    return seen;
  }

  test('starts about a second after load', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    // Both moments on the browser's own clock: the test's clock learns of the load event late on a busy machine.
    const prefetchStartsAfterLoad = () =>
      page.evaluate((paths) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => paths.includes(new URL(entry.name).pathname))
          .map((entry) => entry.startTime - navigation!.loadEventStart);
      }, MENU_PATHS);
    await expect.poll(async () => (await prefetchStartsAfterLoad()).length).toBeGreaterThan(0);
    expect(Math.min(...(await prefetchStartsAfterLoad()))).toBeGreaterThanOrEqual(900);
  });

  for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: 'slow-2g' }]) {
    test(`does not start with ${connection.saveData ? 'Save-Data' : 'slow-2g'}`, async ({ page }) => {
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
      const seen = menuPrefetches(page);
      await page.goto('/', { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      expect(seen).toEqual([]);
    });
  }
});
