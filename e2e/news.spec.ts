import { expect, test } from '@playwright/test';
import { sharedEditor } from './support/editor';

const ARTICLE = '/nieuws/beursvloer-groeit-weer-in-2026';
const GALLERY_ARTICLE = '/nieuws/jaarbeurs-opent-nieuwe-hal-met-zonnedak';

test('home shows the top story, latest news, events, magazines and vacancies', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Beursvloer groeit weer in 2026' })).toBeVisible();
  for (const name of ['Laatste nieuws', 'Komende evenementen', 'Nieuwste magazines', 'Nieuwste vacatures']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Komende evenementen' }).getByRole('link', { name: 'Vakbeurs Evenementenbranche' })).toBeVisible();
});

test('home in English', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 2, name: 'Trade-fair floor space grows again in 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Latest magazines' })).toBeVisible();
});

test('an article links to its author and tags, shares and relates', async ({ page }) => {
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beursvloer groeit weer in 2026');
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Nieuws' })).toHaveAttribute('href', '/nieuws');
  await expect(page.getByRole('link', { name: 'LinkedIn (opent in een nieuw venster)' })).toHaveAttribute('href', /linkedin\.com.*beursvloer-groeit-weer-in-2026/);
  await expect(page.getByRole('heading', { level: 2, name: 'Gerelateerde artikelen' })).toBeVisible();

  await page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'Beurzen' }).click();
  await expect(page).toHaveURL(/\/nieuws\/tag\/beurzen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws over Beurzen');
  await expect(page.getByRole('link', { name: 'Beursvloer groeit weer in 2026' })).toBeVisible();
});

test('the author page lists the author’s articles and keeps its canonical slug', async ({ page }) => {
  await page.goto(ARTICLE);
  const author = page.locator('a[rel="author"]');
  const name = (await author.textContent())!;
  await author.click();
  await expect(page).toHaveURL(/\/auteurs\/\d+\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: 'Beursvloer groeit weer in 2026' })).toBeVisible();

  // A wrong slug moves to the right one; a non-numeric id is not a page.
  const id = /\/auteurs\/(\d+)\//.exec(page.url())![1];
  await page.goto(`/auteurs/${id}/verkeerde-naam`);
  await expect(page).toHaveURL(new RegExp(`/auteurs/${id}/(?!verkeerde-naam)[a-z-]+$`));
  const response = await page.goto('/auteurs/abc/iemand');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /auteurs/abc/iemand', { exact: true })).toBeVisible();
});

test('/nieuws is the news, newest first and paged, with the tags as filters and the feeds linked', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Nieuws' }).click();
  await expect(page).toHaveURL(/\/nieuws$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws');
  const main = page.getByRole('main');
  const dates = async () => main.locator('ul article time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  const first = await dates();
  expect(first).toHaveLength(12);
  expect([...first].sort().reverse()).toEqual(first);

  // The feeds of the list, linked where a reader sees them.
  for (const [name, type] of [['RSS-feed', 'application/rss+xml'], ['Atom-feed', 'application/atom+xml']]) {
    const href = (await main.getByRole('link', { name }).getAttribute('href'))!;
    const feed = await request.get(href);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain(type);
  }

  await main.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL(/\/nieuws\?pagina=2$/);
  const second = await dates();
  expect(second.length).toBeGreaterThan(0);
  // Page 2 goes on where page 1 ended.
  expect(second[0]! <= first.at(-1)!).toBe(true);
  expect((await page.goto('/nieuws?pagina=999'))?.status()).toBe(404);

  await page.goto('/nieuws');
  const topics = main.getByRole('navigation', { name: 'Onderwerpen' });
  await expect(topics.getByRole('link', { name: 'Alles' })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: 'Festivals' }).click();
  await expect(page).toHaveURL(/\/nieuws\/tag\/festivals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws over Festivals');
  await expect(topics.getByRole('link', { name: 'Festivals' })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('link', { name: 'RSS-feed' })).toHaveAttribute('href', '/feeds/tag/festivals/rss');
});

test('tag pages paginate, and a page past the end is a 404', async ({ page }) => {
  // No demo tag fills two pages of 12: a tag of its own with 13 articles, dated long ago so that
  // they stay off the first pages of the other lists.
  const cms = sharedEditor();
  const token = `${Date.now()}`;
  const { data: tag } = await cms.api('/tags?locale=nl&status=published', { method: 'POST', json: { data: { name: `Onderwerp ${token}`, slug: `onderwerp-${token}` } } });
  const articles = await Promise.all(
    Array.from({ length: 13 }, (_, index) =>
      cms.createArticle(
        { title: `Bladzijde ${index} ${token}`, slug: `bladzijde-${index}-${token}`, excerpt: 'Voor de paginering.', date: new Date(Date.UTC(2015, 0, index + 1)).toISOString(), tags: [tag.documentId] },
        { publish: true },
      ),
    ),
  );
  const path = `/nieuws/tag/onderwerp-${token}`;
  try {
    await page.goto(path);
    const next = page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Volgende pagina' });
    await next.click();
    await expect(page).toHaveURL(/\?pagina=2$/);
    await expect(page.getByText('Pagina 2 van 2')).toBeVisible();
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Vorige pagina' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // A later page is its own canonical; the first page's has no page number. Read from whole page
    // loads, as a crawler reads them: in a client-side navigation the old page's link can stay in the
    // head for a moment beside the new one.
    const canonical = page.locator('link[rel="canonical"]');
    await page.goto(`${path}?pagina=2`);
    await expect(canonical).toHaveAttribute('href', new RegExp(`${path}\\?pagina=2$`));
    await page.goto(path);
    await expect(canonical).toHaveAttribute('href', new RegExp(`${path}$`));
    expect((await page.goto(`${path}?pagina=3`))?.status()).toBe(404);
    expect((await page.goto(`${path}?pagina=nul`))?.status()).toBe(404);
  } finally {
    for (const { documentId } of articles) await cms.deleteArticle(documentId);
    await cms.api(`/tags/${tag.documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
  }
});

test('an article in English, and a Dutch-only article under /en', async ({ page }) => {
  await page.goto('/en/nieuws/trade-fair-floor-space-grows-again-in-2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade-fair floor space grows again in 2026');
  await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
  await page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'Trade fairs' }).click();
  await expect(page).toHaveURL(/\/en\/nieuws\/tag\/trade-fairs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News about Trade fairs');
});

test('an unknown article slug is a 404 with the spec message', async ({ page }) => {
  const response = await page.goto('/nieuws/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /nieuws/bestaat-niet', { exact: true })).toBeVisible();
  expect((await page.goto('/en/nieuws/bestaat-niet'))?.status()).toBe(404);
  expect((await page.goto('/nieuws/tag/bestaat-niet'))?.status()).toBe(404);
});

test('the gallery opens in the lightbox, zooms and closes with Escape', async ({ page }) => {
  await page.goto(GALLERY_ARTICLE);
  const first = page.getByRole('button', { name: /^Open afbeelding 1 van \d/ });
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const image = dialog.locator('img').first();
  const before = await image.boundingBox();
  await dialog.getByRole('button', { name: 'Inzoomen' }).click();
  await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(before!.width);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('a resized cover is encoded once and then served from the cache', async ({ page, request }) => {
  await page.goto(ARTICLE);
  const cover = page.locator('main img[fetchpriority="high"]');
  const src = new URL((await cover.getAttribute('src'))!, page.url());
  // An allowed width no page of the site asks for (its src is the widest, its srcset starts at 384),
  // so the first request is the one that encodes it.
  src.searchParams.set('w', '48');
  const first = await request.get(src.href, { headers: { accept: 'image/webp' } });
  const second = await request.get(src.href, { headers: { accept: 'image/webp' } });
  expect(first.headers()['content-type']).toBe('image/webp');
  expect(first.headers()['x-nextjs-cache']).toBe('MISS');
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await second.body()).toEqual(await first.body());
});
