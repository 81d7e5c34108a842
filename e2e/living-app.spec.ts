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

  test('Chromium finds the site installable', { tag: '@browser' }, async ({ page }) => {
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

  // In the browser itself: on busy CI runs the headless shell's new tab has crashed once while it
  // rendered the calendar, and twice hung, its address still empty.
  test('a link clicked with Ctrl opens in a new tab, and this one stays where it is', { tag: '@browser' }, async ({ page, context }) => {
    await page.goto('/');
    await mark(page);
    const opened = context.waitForEvent('page');
    await mainMenu(page).getByRole('link', { name: 'Kalender' }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect.poll(() => tab.url()).toMatch(/\/kalender$/);
    await tab.close();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(await marked(page)).toBe(true);
  });

  test('a new build id makes the next navigation, not the current page, load in full', async ({ page }) => {
    const polls: string[] = [];
    await page.route(/\/builds\/latest\.json\?t=\d+$/, (route) => {
      polls.push(route.request().url());
      return route.fulfill({ json: { id: 'een-nieuwere-build' }, headers: { 'Cache-Control': 'no-store' } });
    });
    // Every page load of the test: the current page reloading itself would be a second '/'.
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect.poll(() => polls.length).toBeGreaterThan(0);
    await mark(page);

    await mainMenu(page).getByRole('link', { name: 'Kalender' }).click();
    await expect(page).toHaveURL(/\/kalender$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender');
    expect(await marked(page)).toBe(false);
    // The click loaded in full, so the page had taken in the new id before it: no wait is needed
    // for a reload of '/' to have shown.
    expect(documents).toEqual(['/', '/kalender']);

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
    /** Fails a chunk; whether that started a navigation, which the page's handler does within the error event. */
    const chunkError = () =>
      page.evaluate(() => {
        let navigating = false;
        (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', () => (navigating = true), { once: true });
        const error = Object.assign(new Error('Loading chunk 4711 failed.'), { name: 'ChunkLoadError' });
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
        return navigating;
      });
    await mark(page);
    const polledAgain = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
    const [, reloading] = await Promise.all([page.waitForEvent('load'), chunkError()]);
    expect(reloading).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender');
    expect(await marked(page)).toBe(false);

    // The same failure on the reloaded page, within 10 s: no second reload, known at once.
    await polledAgain;
    await mark(page);
    expect(await chunkError()).toBe(false);
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
    const polled = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
    await page.clock.install();
    await page.goto('/kalender#in-je-agenda');
    const target = page.locator('#in-je-agenda');
    await expect(target).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
    // It stays once the page has come alive, instead of after a second's wait: the island has asked
    // for the newest build, React has hydrated the target, and the page's clock is a second on.
    await polled;
    await expect.poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    await page.clock.runFor(1000);
    await expect(target).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
  });
});

test.describe('prefetching', () => {
  const MENU_PATHS = ['/nieuws', '/kalender', '/magazines'];

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

  /**
   * Records what the page asks Next's router to prefetch, as `window.prefetchesAsked`: the router
   * that the app's hooks get is the one Next also puts on `window.next.router`.
   */
  const recordPrefetchCalls = (page: Page) =>
    page.addInitScript(() => {
      type Router = { prefetch: (href: string, ...rest: unknown[]) => unknown };
      const asked: string[] = [];
      Object.defineProperty(window, 'prefetchesAsked', { value: asked });
      let next: { router?: Router } | undefined;
      Object.defineProperty(window, 'next', {
        configurable: true,
        get: () => next,
        set(value: { router?: Router }) {
          let router: Router | undefined;
          Object.defineProperty(value, 'router', {
            configurable: true,
            get: () => router,
            set(instance: Router) {
              const prefetch = instance.prefetch;
              instance.prefetch = (href, ...rest) => (asked.push(href), prefetch(href, ...rest));
              router = instance;
            },
          });
          next = value;
        },
      });
    });

  test('starts about a second after load', async ({ page }) => {
    await recordPrefetchCalls(page);
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
    // The record the tests below read sees these prefetches.
    expect(await page.evaluate(() => (window as unknown as { prefetchesAsked: string[] }).prefetchesAsked)).toEqual(expect.arrayContaining(MENU_PATHS));
  });

  for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: 'slow-2g' }]) {
    test(`does not start with ${connection.saveData ? 'Save-Data' : 'slow-2g'}`, async ({ page }) => {
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
      await recordPrefetchCalls(page);
      const seen = menuPrefetches(page);
      const live = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
      await page.clock.install();
      await page.goto('/', { waitUntil: 'load' });
      // The island, live, has set its prefetch timer; the test moves the browser's clock well past it.
      await live;
      await page.clock.runFor(3000);
      // A barrier: the test's own observer of the links is told after the island's would have been.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver(() => (observer.disconnect(), resolve()));
            for (const link of document.querySelectorAll('a[data-link]:not([data-no-prefetch])')) observer.observe(link);
          }),
      );
      expect(await page.evaluate(() => (window as unknown as { prefetchesAsked: string[] }).prefetchesAsked)).toEqual([]);
      expect(seen).toEqual([]);
    });
  }
});
