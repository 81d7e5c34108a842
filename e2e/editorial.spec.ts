import { expect, test } from '@playwright/test';
import { sharedEditor } from './support/editor';
import { revalidationSettled } from '../tests/support/revalidation';
import constants from '../tests/support/test-constants.json';

const PREVIEW_SECRET = constants.sharedSecrets.PREVIEW_SECRET;
// An author's or a news tag's write expires every article page (each shows its author and tags):
// the test that makes one and the one that counts on an article page staying cached take turns.
const articlePages = { lock: 'article-pages' };

test('a published title change shows on the article page within 5 seconds', async ({ page }) => {
  const cms = sharedEditor();
  const slug = `publicatie-${Date.now()}`;
  const article = await cms.createArticle(
    { title: 'Oorspronkelijke kop', slug, excerpt: 'Voor de revalidatietest.', date: new Date().toISOString() },
    { publish: true },
  );
  try {
    await page.goto(`/nieuws/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oorspronkelijke kop');
    // A second load comes from the page cache.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oorspronkelijke kop');

    await cms.publishArticle(article.documentId, { title: 'Gewijzigde kop' });
    const changed = Date.now();
    // What each reload got and when, so a failure says whether the page stayed cached or was
    // rendered again with the old title.
    const reloads: string[] = [];
    await expect
      .poll(
        async () => {
          const response = await page.reload();
          const title = await page.getByRole('heading', { level: 1 }).textContent();
          reloads.push(`${Date.now() - changed} ms: ${title} (${response?.headers()['x-nextjs-cache'] ?? 'no cache header'})`);
          return title;
        },
        { timeout: 5000, intervals: [250] },
      )
      .toBe('Gewijzigde kop')
      .catch((error: Error) => Promise.reject(new Error(`${error.message}\nThe reloads after publishing:\n${reloads.join('\n')}`)));
    test.info().annotations.push({ type: 'visible after', description: `${Date.now() - changed} ms` });
  } finally {
    await cms.deleteArticle(article.documentId);
  }
});

test("an author's new name shows on their article page within 5 seconds", articlePages, async ({ page }) => {
  const cms = sharedEditor();
  const token = `auteur${Date.now()}`;
  const { data: author } = await cms.api('/authors?locale=nl', { method: 'POST', json: { data: { name: `Schrijver ${token}`, slug: token } } });
  const article = await cms.createArticle(
    { title: `Kop ${token}`, slug: token, excerpt: 'Voor de revalidatietest.', date: new Date().toISOString(), author: author.documentId },
    { publish: true },
  );
  try {
    await page.goto(`/nieuws/${token}`);
    const byline = page.locator('a[rel="author"]');
    await expect(byline).toHaveText(`Schrijver ${token}`);
    await page.reload();
    await expect(byline).toHaveText(`Schrijver ${token}`);

    // The article itself is not touched: only the author's tag can expire the page.
    await cms.api(`/authors/${author.documentId}?locale=nl`, { method: 'PUT', json: { data: { name: `Herdoopt ${token}` } } });
    await expect
      .poll(async () => (await page.reload(), byline.textContent()), { timeout: 5000, intervals: [250] })
      .toBe(`Herdoopt ${token}`);
  } finally {
    await cms.deleteArticle(article.documentId);
    await cms.api(`/authors/${author.documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
  }
});

test("an article's edit refreshes its own page and leaves other articles' pages cached", articlePages, async ({ request }) => {
  const cms = sharedEditor();
  const token = `${Date.now()}`;
  // The untouched article's related list is the other article under its news tag; without one it
  // would list the newest articles, which any article's edit changes.
  const { data: tag } = await cms.api('/tags?locale=nl&status=published', { method: 'POST', json: { data: { name: `Onderwerp ${token}`, slug: `onderwerp-${token}` } } });
  const article = (name: string, tags: string[] = []) =>
    cms.createArticle({ title: `${name} ${token}`, slug: `${name.toLowerCase()}-${token}`, excerpt: 'Voor de cachetest.', date: new Date().toISOString(), tags }, { publish: true });
  const edited = await article('Bewerkt');
  const untouched = await article('Onaangeroerd', [tag.documentId]);
  const related = await article('Verwant', [tag.documentId]);
  const load = async (slug: string) => {
    const response = await request.get(`/nieuws/${slug}`);
    return { cache: response.headers()['x-nextjs-cache'], title: /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] };
  };
  // Loaded until cached: the edited article's related list is the newest articles, which other tests add to.
  const cached = (slug: string) => expect.poll(async () => (await load(slug)).cache, { timeout: 5000, intervals: [250] }).toBe('HIT');
  try {
    // The CMS's second call about the new articles (and the tag) would expire the untouched page.
    await revalidationSettled();
    await cached(untouched.slug);
    await cached(edited.slug);

    await cms.publishArticle(edited.documentId, { title: `Herzien ${token}` });
    await expect.poll(async () => (await load(edited.slug)).title, { timeout: 5000, intervals: [250] }).toBe(`Herzien ${token}`);
    // Rendered before the edit and still served from the cache.
    expect(await load(untouched.slug)).toEqual({ cache: 'HIT', title: `Onaangeroerd ${token}` });
  } finally {
    for (const { documentId } of [edited, untouched, related]) await cms.deleteArticle(documentId);
    await cms.api(`/tags/${tag.documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
  }
});

test('a renamed article leaves its old address within 5 seconds', async ({ request }) => {
  const cms = sharedEditor();
  const token = `${Date.now()}`;
  const article = await cms.createArticle(
    { title: `Hernoemd ${token}`, slug: `oude-naam-${token}`, excerpt: 'Voor de revalidatietest.', date: new Date().toISOString() },
    { publish: true },
  );
  try {
    // Cached first, so what follows shows the rename expiring it (other tests' articles may expire it too).
    await expect.poll(async () => (await request.get(`/nieuws/oude-naam-${token}`)).headers()['x-nextjs-cache'], { timeout: 5000, intervals: [250] }).toBe('HIT');

    await cms.publishArticle(article.documentId, { slug: `nieuwe-naam-${token}` });
    await expect.poll(async () => (await request.get(`/nieuws/oude-naam-${token}`)).status(), { timeout: 5000, intervals: [250] }).toBe(404);
    expect((await request.get(`/nieuws/nieuwe-naam-${token}`)).status()).toBe(200);
  } finally {
    await cms.deleteArticle(article.documentId);
  }
});

test('the preview link shows a draft that anonymous visitors cannot see', async ({ page, browser }) => {
  const cms = sharedEditor();
  const slug = `concept-${Date.now()}`;
  const draft = await cms.createArticle({ title: 'Concept in voorbeeld', slug, excerpt: 'Nog geheim.', date: new Date().toISOString() });
  try {
    const anonymous = await browser.newPage();
    expect((await anonymous.goto(`/nieuws/${slug}`))?.status()).toBe(404);

    await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(`/nieuws/${slug}`)}`);
    await expect(page).toHaveURL(new RegExp(`/nieuws/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concept in voorbeeld');
    await expect(page.getByRole('status')).toContainText('Voorbeeld: niet gepubliceerd');

    expect((await anonymous.goto(`/nieuws/${slug}`))?.status()).toBe(404);
    await anonymous.close();
  } finally {
    await cms.deleteArticle(draft.documentId);
  }
});

test('the preview refuses a wrong secret and paths off the site', async ({ request }) => {
  const wrong = await request.get(`/api/preview?secret=nope&path=/`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(401);
  for (const path of ['https://elders.example/', '//elders.example/', '/\\elders.example']) {
    const response = await request.get(`/api/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(path)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(400);
  }
});

test('the revalidation endpoint refuses calls without the secret', async ({ request }) => {
  const response = await request.post('/api/revalidate', { data: { type: 'article' } });
  expect(response.status()).toBe(401);
});

test('an article page is Dutch and English with alternates', async ({ page }) => {
  await page.goto('/nieuws/beursvloer-groeit-weer-in-2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beursvloer groeit weer in 2026');
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/en\/nieuws\/trade-fair-floor-space-grows-again-in-2026$/);

  await page.goto('/en/nieuws/trade-fair-floor-space-grows-again-in-2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade-fair floor space grows again in 2026');
});

test('an article without a translation shows the Dutch original under /en, marked as Dutch', async ({ page }) => {
  await page.goto('/en/nieuws/festivalseizoen-begint-met-recordaantal-vergunningen');
  await expect(page.getByText('This article is only available in Dutch.')).toBeVisible();
  await expect(page.locator('article').first()).toHaveAttribute('lang', 'nl');
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveCount(0);
});

test('an unknown article slug is a 404 with the spec message', async ({ page }) => {
  const response = await page.goto('/nieuws/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /nieuws/bestaat-niet', { exact: true })).toBeVisible();
});
