// Two site processes on one Redis and one CMS, as deploy/ runs them: a publish revalidates the page
// on both, and either serves what the other cached.
import { createClient } from '@redis/client';
import { beforeAll, expect, inject, test } from 'vitest';
import { editor } from '../support/cms-editor';
import { fetchPage } from './pages.mjs';

const { cmsUrl, siteUrls, redisUrl } = inject('scale');
let cmsEditor;

beforeAll(async () => {
  cmsEditor = await editor(cmsUrl);
});

test('a page one site rendered is served by the other from the shared cache, byte for byte', async () => {
  const slug = `gedeeld-${Date.now()}`;
  const article = await cmsEditor.createArticle({ title: 'Gedeelde kop', slug, excerpt: 'Voor de schaaltest.', date: new Date().toISOString() }, { publish: true });
  try {
    const first = await fetchPage(siteUrls[0], `/nieuws/${slug}`);
    expect(first).toMatchObject({ status: 200, title: 'Gedeelde kop' });
    const other = await fetchPage(siteUrls[1], `/nieuws/${slug}`);
    expect(other.cache).toBe('HIT');
    expect(other.html).toBe(first.html);
  } finally {
    await cmsEditor.deleteArticle(article.documentId);
  }
});

test('a publish revalidates the page on both sites within 5 seconds', async () => {
  const slug = `herzien-${Date.now()}`;
  const article = await cmsEditor.createArticle({ title: 'Eerste kop', slug, excerpt: 'Voor de schaaltest.', date: new Date().toISOString() }, { publish: true });
  try {
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

// @fortedigital/nextjs-cache-handler declares Node 22 or newer, and no release of it accepts 20
// (npm ci warns EBADENGINE). The parts the site uses (CacheHandler, the Redis strings handler, the
// local LRU handler) run on the Node that runs this suite, the project's Node 20; this shows it.
test(`the shared cache runs on this Node (${process.version}): the sites keep their pages in Redis, under the build's prefix`, async () => {
  const slug = `redis-${Date.now()}`;
  const article = await cmsEditor.createArticle({ title: 'In Redis', slug, excerpt: 'Voor de schaaltest.', date: new Date().toISOString() }, { publish: true });
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    expect((await fetchPage(siteUrls[0], `/nieuws/${slug}`)).status).toBe(200);
    const keys = await client.keys(`standplaats:*${slug}*`);
    expect(keys.length).toBeGreaterThan(0);
  } finally {
    await client.quit();
    await cmsEditor.deleteArticle(article.documentId);
  }
});
