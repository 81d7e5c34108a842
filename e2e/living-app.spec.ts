import { expect, test } from '@playwright/test';

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
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
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
