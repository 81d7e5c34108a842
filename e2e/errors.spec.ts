import { expect, test } from '@playwright/test';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('an unmatched path answers 404 with the path in the message', async ({ page }) => {
  const response = await page.goto('/bestaat-niet/echt');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('Page Not Found: /bestaat-niet/echt', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Standplaats');
});

test('an unknown single-segment slug is a 404 too', async ({ page }) => {
  const response = await page.goto('/geen-pagina');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /geen-pagina', { exact: true })).toBeVisible();
});

test('a client-side navigation that meets a 404 ends on the whole 404 page, in the site’s frame', async ({ page }) => {
  await page.goto('/vacatures');
  // As a link of the site would: the router asks for the page's payload, not for a document.
  await page.evaluate(() => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/nieuws/bestaat-niet'));
  await expect(page).toHaveURL(/\/nieuws\/bestaat-niet$/);
  await expect(page.getByText('Page Not Found: /nieuws/bestaat-niet', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a page carries its frame once in its markup and once in its payload, not a second time for the 404', async ({ request }) => {
  // Next puts the not-found boundary's element into every page's payload: framed, it doubled the frame.
  const html = await (await request.get('/vacatures')).text();
  expect(html.split('Naar de inhoud').length - 1).toBe(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Next writes a notFound() and a failed page as an empty document and leaves the page to the
  // browser's script; the site's server answers with the page itself (apps/web/server/error-pages.mjs).
  for (const [path, lang] of [['/bestaat-niet/echt', 'nl'], ['/nieuws/bestaat-niet', 'nl'], ['/en/nieuws/bestaat-niet', 'en']] as const) {
    test(`the 404 at ${path} is in the HTML: language, frame, heading and the path`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByText(`Page Not Found: ${path}`, { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page).toHaveTitle('Page not found | Standplaats');
    });
  }

  test('a server error is the error screen in the HTML, in the site’s frame, and its button goes home', async ({ page }) => {
    const response = await page.goto('/en/e2e-fout');
    expect(response?.status()).toBe(500);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('the path in a 404 is text, however it is written', async ({ request }) => {
    const path = '/nieuws/%3Cb%3Evet%3C%2Fb%3E%22';
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`Page Not Found: ${path}`);
    expect(html).not.toContain('<b>vet</b>');
  });
});

test('the internal routes of the error pages are no pages of their own', async ({ request }) => {
  for (const path of ['/pagina-niet-gevonden', '/en/serverfout']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`Page Not Found: ${path}`);
  }
});

test('the 404 page keeps its address and its links work', async ({ page }) => {
  await page.goto('/bestaat-niet/echt');
  await expect(page.getByText('Page Not Found: /bestaat-niet/echt', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/bestaat-niet\/echt$/);
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws en agenda voor de evenementenbranche');
});

test('a server error shows the error screen, and its button goes home', async ({ page }) => {
  const response = await page.goto('/e2e-fout');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'Er is iets fout gegaan' })).toBeVisible();
  await page.getByRole('button', { name: 'Terug naar home' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws en agenda voor de evenementenbranche');
  await expect(page.getByRole('heading', { name: 'Er is iets fout gegaan' })).toHaveCount(0);
});

test('a page that fails on a client-side navigation shows the error screen in the page’s words, and its button goes home', async ({ page }) => {
  await page.goto('/vacatures');
  await page.evaluate(() => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/e2e-fout'));
  const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Er is iets fout gegaan' }) });
  // Not React's note, in English, that the server's message was withheld: the page's own words, and the digest.
  await expect(screen).toContainText(/Deze pagina kon niet worden gemaakt\. Probeer het later opnieuw\. \(\d+\)/);
  await expect(screen).not.toContainText('React');
  await page.getByRole('button', { name: 'Terug naar home' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws en agenda voor de evenementenbranche');
});

test('the error screen is English under /en', async ({ page }) => {
  await page.goto('/en/e2e-fout');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test.describe('a crawler', () => {
  test.use({ userAgent: GOOGLEBOT });

  test('gets the error status without the error screen', async ({ page }) => {
    const response = await page.goto('/e2e-fout');
    expect(response?.status()).toBe(500);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Er is iets fout gegaan')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Terug naar home' })).toHaveCount(0);
  });

  test('gets the 404 status for an unmatched path', async ({ request }) => {
    const response = await request.get('/bestaat-niet/echt', { headers: { 'User-Agent': GOOGLEBOT } });
    expect(response.status()).toBe(404);
  });
});
