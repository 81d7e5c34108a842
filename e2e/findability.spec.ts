import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test } from '@playwright/test';
import { validateXml } from '../tests/support/xsd/validate';

const ARTICLE = '/nieuws/beursvloer-groeit-weer-in-2026';

test('/sitemap.xml is a valid index whose parts are valid sitemaps with alternates', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const indexXml = await index.text();
  expect(validateXml(indexXml, 'siteindex')).toEqual({ ok: true, errors: '' });

  const parts = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(parts).toEqual(expect.arrayContaining(['/sitemaps/static-1.xml', '/sitemaps/articles-1.xml', '/sitemaps/authors-1.xml']));
  for (const part of parts) {
    const xml = await (await request.get(part)).text();
    expect(validateXml(xml, 'sitemap'), part).toEqual({ ok: true, errors: '' });
  }

  const articles = await (await request.get('/sitemaps/articles-1.xml')).text();
  expect(articles).toMatch(/<loc>[^<]+\/nieuws\/beursvloer-groeit-weer-in-2026<\/loc>\s*<lastmod>[^<]+<\/lastmod>/);
  expect(articles).toContain('hreflang="en" href="http://localhost');
  expect(articles).toContain('/en/nieuws/trade-fair-floor-space-grows-again-in-2026"');
  expect((await request.get('/sitemaps/articles-99.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/users-1.xml')).status()).toBe(404);
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

for (const format of ['rss', 'atom'] as const) {
  test(`the news ${format} feed and a tag's feed parse`, async ({ request }) => {
    const feed = parseFeed(await (await request.get(`/feeds/nieuws/${format}`)).text());
    expect(feed.title).toBe('Standplaats: nieuws');
    // Newest first. The demo's newest article is looked up, not taken first: a test beside this
    // one may be publishing a newer one (editors.spec.ts).
    const published = feed.items.map((item) => item.published!.getTime());
    expect(published).toEqual(published.toSorted((a, b) => b - a));
    const item = feed.items.find((entry) => entry.url?.endsWith(ARTICLE));
    expect(item?.title).toBe('Beursvloer groeit weer in 2026');
    // The cover as an enclosure with the type and byte length the image is served with.
    const [image] = item!.media;
    const served = await request.get(image!.url!);
    expect(image).toMatchObject({ mimeType: 'image/jpeg', length: (await served.body()).length });
    expect(served.headers()['content-type']).toBe('image/jpeg');

    const tag = parseFeed(await (await request.get(`/en/feeds/tag/trade-fairs/${format}`)).text());
    expect(tag.title).toBe('Standplaats: Trade fairs');
    expect(tag.items.length).toBeGreaterThan(0);
    for (const item of tag.items) expect(item.url).toMatch(/\/en\/nieuws\//);
  });
}

test('unknown feeds are 404s', async ({ request }) => {
  expect((await request.get('/feeds/nieuws/json')).status()).toBe(404);
  expect((await request.get('/feeds/tag/bestaat-niet/rss')).status()).toBe(404);
});

test('pages link their feeds', async ({ page }) => {
  await page.goto('/nieuws/tag/beurzen');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/feeds\/tag\/beurzen\/rss$/);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/feeds\/tag\/beurzen\/atom$/);
});

const jsonLd = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, any>);

test('an article has NewsArticle and BreadcrumbList structured data, cards and alternates', async ({ page }) => {
  await page.goto(ARTICLE);
  const data = await jsonLd(page);
  const article = data.find((d) => d['@type'] === 'NewsArticle')!;
  expect(article.headline).toBe('Beursvloer groeit weer in 2026');
  expect(Date.parse(article.datePublished)).not.toBeNaN();
  expect(article.author).toMatchObject({ '@type': 'Person', name: expect.any(String), url: expect.stringMatching(/\/auteurs\/\d+\//) });
  expect(article.image[0].url).toMatch(/^http:\/\/localhost:\d+\/uploads\//);
  const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!;
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Nieuws', 'Beursvloer groeit weer in 2026']);

  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/uploads\//);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nieuws\/beursvloer-groeit-weer-in-2026$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/nieuws\/trade-fair-floor-space-grows-again-in-2026$/);
});

test('home has Organization and WebSite with a SearchAction; author and magazine pages have theirs', async ({ page }) => {
  await page.goto('/');
  const graph = (await jsonLd(page)).flatMap((d) => d['@graph'] ?? [d]);
  expect(graph.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  const site = graph.find((d) => d['@type'] === 'WebSite');
  expect(site.potentialAction['@type']).toBe('SearchAction');
  expect(site.potentialAction.target.urlTemplate).toMatch(/\/zoeken\?q=\{search_term_string\}$/);

  await page.goto(ARTICLE);
  await page.locator('a[rel="author"]').click();
  await expect(page).toHaveURL(/\/auteurs\/\d+\//);
  expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList']));

  await page.goto('/magazines');
  await page.getByRole('link', { name: /^Expovisie 88:/ }).click();
  await expect(page).toHaveURL(/\/magazines\/[a-z0-9-]+$/);
  const issue = (await jsonLd(page)).find((d) => d['@type'] === 'PublicationIssue')!;
  expect(issue.issueNumber).toBe(88);
  expect(issue.isPartOf['@type']).toBe('Periodical');
});

test('images go through the optimiser with their size set', async ({ page }) => {
  await page.goto(ARTICLE);
  const cover = page.locator('main article img').first();
  await expect(cover).toHaveAttribute('src', /^\/_next\/image\?url=%2Fuploads%2F/);
  await expect(cover).toHaveAttribute('width', /\d+/);
  await expect(cover).toHaveAttribute('height', /\d+/);
  const response = await page.request.get((await cover.getAttribute('src'))!, { headers: { Accept: 'image/avif,image/webp,*/*' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/image\/(avif|webp)/);
});
