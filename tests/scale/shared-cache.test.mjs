// Two site processes on one Redis and one CMS, as deploy/ runs them: a publish revalidates the page
// on both, and either serves what the other cached.
import { createClient } from '@redis/client';
import { beforeAll, expect, inject, test } from 'vitest';
import { editor } from '../support/cms-editor';
import { revalidationSettled } from '../support/revalidation';
import { fetchPage } from './pages.mjs';

const { cmsUrl, siteUrls, redisUrl } = inject('scale');
let cmsEditor;

beforeAll(async () => {
  cmsEditor = await editor(cmsUrl);
});

// The 2.x and 3.x releases of @fortedigital/nextjs-cache-handler declare Node 22 or newer (1.2.0
// declares none, but was made for older Next); the other process answers HIT with the same bytes
// only through Redis, so this also shows that the parts the site uses run on this suite's Node.
test(`a page one site rendered is in Redis under the build's prefix, and the other site serves it from there, byte for byte (Node ${process.version})`, async () => {
  const slug = `gedeeld-${Date.now()}`;
  const article = await cmsEditor.createArticle({ title: 'Gedeelde kop', slug, excerpt: 'Voor de schaaltest.', date: new Date().toISOString() }, { publish: true });
  await revalidationSettled();
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    const first = await fetchPage(siteUrls[0], `/nieuws/${slug}`);
    expect(first).toMatchObject({ status: 200, title: 'Gedeelde kop' });
    expect((await client.keys(`standplaats:*${slug}*`)).length).toBeGreaterThan(0);
    const other = await fetchPage(siteUrls[1], `/nieuws/${slug}`);
    expect(other.cache).toBe('HIT');
    expect(other.html).toBe(first.html);
  } finally {
    await client.quit();
    await cmsEditor.deleteArticle(article.documentId);
  }
});

test('a publish revalidates the page on both sites within 5 seconds', async () => {
  const slug = `herzien-${Date.now()}`;
  const article = await cmsEditor.createArticle({ title: 'Eerste kop', slug, excerpt: 'Voor de schaaltest.', date: new Date().toISOString() }, { publish: true });
  try {
    await revalidationSettled();
    for (const siteUrl of siteUrls) {
      // Twice: the second answer comes from the cache.
      await fetchPage(siteUrl, `/nieuws/${slug}`);
      expect(await fetchPage(siteUrl, `/nieuws/${slug}`)).toMatchObject({ status: 200, cache: 'HIT', title: 'Eerste kop' });
    }

    await cmsEditor.publishArticle(article.documentId, { title: 'Tweede kop' });
    // The CMS told one of them, through nginx; each sees it, the other only through the shared cache.
    for (const siteUrl of siteUrls) {
      await expect.poll(async () => (await fetchPage(siteUrl, `/nieuws/${slug}`)).title, { timeout: 5000, interval: 250 }).toBe('Tweede kop');
    }
    const [a, b] = await Promise.all(siteUrls.map((siteUrl) => fetchPage(siteUrl, `/nieuws/${slug}`)));
    expect(b.html).toBe(a.html);
  } finally {
    await cmsEditor.deleteArticle(article.documentId);
  }
});
