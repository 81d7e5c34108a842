import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi, publicList, sharedEditor } from './helpers';

type Entry = { documentId: string; updatedAt: string; versions: Record<string, { slug: string; id: number }> };

let cms: ReturnType<typeof sharedEditor>;
let draftId: string;

beforeAll(async () => {
  cms = sharedEditor();
  draftId = (await cms.createArticle({ title: 'Sitemapconcept', slug: `sitemapconcept-${Date.now()}`, date: new Date().toISOString() })).documentId;
});

afterAll(() => cms.deleteArticle(draftId));

async function allEntries(type: string, pageSize: number) {
  const entries: Entry[] = [];
  let meta;
  for (let page = 1; ; page++) {
    const { status, body } = await publicApi(`/sitemap-entries/${type}?page=${page}&pageSize=${pageSize}`);
    expect(status).toBe(200);
    expect(body.meta.pagination).toMatchObject({ page, pageSize });
    entries.push(...body.data);
    meta = body.meta.pagination;
    if (page >= meta.pageCount) return { entries, meta };
  }
}

describe('sitemap entries', () => {
  it('page through every published article exactly once, with its published versions', async () => {
    const [nl, en] = [await publicList('/articles?locale=nl&fields[0]=slug'), await publicList('/articles?locale=en&fields[0]=slug')];
    const documents = new Set([...nl, ...en].map((a) => a.documentId));

    const { entries, meta } = await allEntries('articles', 7);
    expect(meta.total).toBe(documents.size);
    expect(meta.pageCount).toBe(Math.ceil(documents.size / 7));
    expect(entries.map((e) => e.documentId).sort()).toEqual([...documents].sort());
    expect(entries.map((e) => e.documentId)).not.toContain(draftId);

    for (const [locale, articles] of [['nl', nl], ['en', en]] as const) {
      for (const article of articles) {
        const entry = entries.find((e) => e.documentId === article.documentId)!;
        expect(entry.versions[locale]).toEqual({ slug: article.slug, id: article.id });
      }
    }
    const translated = entries.find((e) => e.versions.nl?.slug === 'beursvloer-groeit-weer-in-2026')!;
    expect(translated.versions.en).toMatchObject({ slug: 'trade-fair-floor-space-grows-again-in-2026' });
    const dutchOnly = entries.find((e) => e.versions.nl?.slug === 'festivalseizoen-begint-met-recordaantal-vergunningen')!;
    expect(Object.keys(dutchOnly.versions)).toEqual(['nl']);
    expect(entries.every((e) => !Number.isNaN(Date.parse(e.updatedAt)))).toBe(true);
  });

  it('keep a stable order', async () => {
    const first = await publicApi('/sitemap-entries/articles?pageSize=10&page=2');
    const again = await publicApi('/sitemap-entries/articles?pageSize=10&page=2');
    expect(again.body.data.map((e: Entry) => e.documentId)).toEqual(first.body.data.map((e: Entry) => e.documentId));
  });

  it('list authors by their locale rows, the ids of the author pages', async () => {
    const authors = await publicList('/authors?locale=nl&fields[0]=slug');
    const { entries, meta } = await allEntries('authors', 25_000);
    expect(meta.total).toBe(authors.length);
    for (const author of authors) {
      expect(entries.find((e) => e.documentId === author.documentId)!.versions.nl).toEqual({ slug: author.slug, id: author.id });
    }
  });

  it('answer the other types', async () => {
    for (const type of ['pages', 'tags', 'magazines', 'explore-topics', 'events', 'partners', 'products']) {
      const { status, body } = await publicApi(`/sitemap-entries/${type}`);
      expect(status, type).toBe(200);
      expect(body.data.length, type).toBeGreaterThan(0);
      expect(body.meta.pagination).toMatchObject({ page: 1, pageSize: 25_000, pageCount: 1, total: body.data.length });
    }
  });

  it('answer an empty page past the end with the right total', async () => {
    const { body } = await publicApi('/sitemap-entries/tags?page=50&pageSize=100');
    expect(body.data).toEqual([]);
    expect(body.meta.pagination.total).toBeGreaterThan(0);
    expect(body.meta.pagination.pageCount).toBe(1);
  });

  it('answer 404 for an unknown type and 400 for a bad page', async () => {
    expect((await publicApi('/sitemap-entries/bestaat-niet')).status).toBe(404);
    for (const query of ['pageSize=25001', 'pageSize=0', 'page=0', 'page=een', 'limit=10']) {
      const { status, body } = await publicApi(`/sitemap-entries/articles?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.name).toBe('ValidationError');
    }
  });
});
