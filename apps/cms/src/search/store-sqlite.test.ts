import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toTerms } from './engine';
import type { IndexedDocument } from './sources';
import { prepare, type SearchStore, type StoreQuery } from './store';
import { COUNT_LIMIT, createSqliteStore } from './store-sqlite';

// The index files events by where they stand when it takes them in: the test's times are around now.
const NOW = Date.now();
const DAY = 24 * 60 * 60 * 1000;

let connection: Knex;
let store: SearchStore;
let made = 0;

function doc(fields: Partial<IndexedDocument>): IndexedDocument {
  made += 1;
  return {
    type: 'article', documentId: `d${made}`, locale: 'nl', slug: `s${made}`, refId: null, title: '', body: '',
    date: null, until: null, place: null, company: null, ...fields,
  };
}
const add = (...documents: IndexedDocument[]) => store.add(documents.map(prepare));
const search = (q: string, options: Partial<StoreQuery> = {}) =>
  store.search({ locale: 'nl', terms: toTerms(q, options.locale ?? 'nl'), sort: 'relevance', offset: 0, limit: 10, now: NOW, ...options });
const titles = async (q: string, options: Partial<StoreQuery> = {}) => (await search(q, options)).hits.map((hit) => hit.title);

beforeEach(async () => {
  connection = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  store = createSqliteStore(connection);
  await store.prepare();
});
afterEach(() => connection.destroy());

describe('the SQLite search index', () => {
  it('finds inflections, accents and the beginnings of words, short and long', async () => {
    await add(doc({ title: 'Beurzen in het café' }), doc({ title: 'Het congrescentrum' }), doc({ title: 'Reünie' }));
    expect(await titles('beurs ')).toEqual(['Beurzen in het café']);
    expect(await titles('cafe ')).toEqual(['Beurzen in het café']);
    expect(await titles('reunie ')).toEqual(['Reünie']);
    // Four letters are in FTS5's prefix index; longer beginnings are spelled out from the words.
    expect(await titles('cong')).toEqual(['Het congrescentrum']);
    expect(await titles('congresc')).toEqual(['Het congrescentrum']);
    expect(await titles('congresx')).toEqual([]);
  });

  it('takes a reader’s search syntax as text', async () => {
    await add(doc({ title: 'Beurs near de stad' }));
    for (const q of ['NEAR("beurs" * -x:y) OR 1=1; DROP', '"', '*', 'beurs AND (', '-beurs', '😀']) {
      await expect(search(q)).resolves.toMatchObject({ hits: expect.any(Array) });
    }
    expect(await titles('"beurs" NEAR(')).toEqual(['Beurs near de stad']);
  });

  it('ranks the stems in the title, then the title’s words, then the text', async () => {
    await add(
      doc({ title: 'Over standbouw', body: 'beurs', date: NOW - 1 * DAY }),
      doc({ title: 'De beursvloer', date: NOW - 2 * DAY }),
      doc({ title: 'Drie beurzen', date: NOW - 3 * DAY }),
    );
    expect(await titles('beurs')).toEqual(['Drie beurzen', 'De beursvloer', 'Over standbouw']);
  });

  it('ranks upcoming events first (soonest first), then open vacancies, then the rest (newest first), past events last', async () => {
    await add(
      doc({ type: 'event', title: 'Beurs voorbij, lang geleden', date: NOW - 30 * DAY, until: NOW - 29 * DAY }),
      doc({ type: 'event', title: 'Beurs voorbij, net', date: NOW - 3 * DAY, until: NOW - 2 * DAY }),
      doc({ title: 'Beurs nieuws, oud', date: NOW - 10 * DAY }),
      doc({ type: 'event', title: 'Beurs later', date: NOW + 20 * DAY, until: NOW + 21 * DAY }),
      doc({ type: 'vacancy', title: 'Beurs vacature', date: NOW - 5 * DAY, until: NOW + 10 * DAY }),
      doc({ type: 'company', title: 'Beurs bedrijf', locale: 'nl' }),
      doc({ title: 'Beurs nieuws, nieuw', date: NOW - 1 * DAY }),
      doc({ type: 'event', title: 'Beurs nu bezig', date: NOW - DAY, until: NOW + DAY }),
    );
    expect(await titles('beurs ')).toEqual([
      'Beurs nu bezig', 'Beurs later', 'Beurs vacature', 'Beurs nieuws, nieuw', 'Beurs nieuws, oud', 'Beurs bedrijf',
      'Beurs voorbij, net', 'Beurs voorbij, lang geleden',
    ]);
    expect(await titles('beurs ', { sort: 'date' })).toEqual([
      'Beurs later', 'Beurs nu bezig', 'Beurs nieuws, nieuw', 'Beurs voorbij, net', 'Beurs vacature', 'Beurs nieuws, oud',
      'Beurs voorbij, lang geleden', 'Beurs bedrijf',
    ]);
  });

  it('counts per type and time, filters by them, and finds venues in every language', async () => {
    await add(
      doc({ type: 'event', title: 'Expo komend', until: NOW + DAY }),
      doc({ type: 'event', title: 'Expo voorbij', until: NOW - DAY }),
      doc({ type: 'venue', locale: '', title: 'Expo hal' }),
      doc({ type: 'vacancy', title: 'Expo gesloten', until: NOW - DAY }),
      doc({ locale: 'en', title: 'Expo in English', date: NOW - DAY }),
    );
    const answer = await search('expo ');
    expect(answer).toMatchObject({ total: 3, types: { event: 2, venue: 1 }, upcoming: 1, past: 1 });
    expect(answer.atLeast).toEqual({ total: false, types: [], upcoming: false, past: false });
    expect((await search('expo ', { when: 'past' })).hits.map((hit) => hit.title)).toEqual(['Expo voorbij']);
    expect(await search('expo ', { type: 'venue' })).toMatchObject({ total: 1, types: { event: 2, venue: 1 } });
    expect(await titles('expo ', { locale: 'en' })).toEqual(['Expo in English', 'Expo hal']);
  });

  it('moves an event that ended to the past, and a vacancy that closed out of the results', async () => {
    await add(doc({ type: 'event', title: 'Expo vandaag', until: Date.now() + 200 }), doc({ type: 'vacancy', title: 'Expo baan', until: Date.now() + 200 }));
    expect(await search('expo ')).toMatchObject({ upcoming: 1, past: 0, types: { vacancy: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await store.refreshStatus(Date.now());
    expect(await search('expo ')).toMatchObject({ upcoming: 0, past: 1, types: { event: 1 } });
    expect(await titles('baan ')).toEqual([]);
  });

  it(`stops counting a bucket past ${COUNT_LIMIT} and says so, and pages through the same order`, async () => {
    await add(...Array.from({ length: COUNT_LIMIT + 5 }, (_, i) => doc({ title: `Standbouw ${i}`, date: NOW - i * 60_000 })));
    await add(doc({ type: 'company', title: 'Standbouw bv' }));
    const answer = await search('standbouw ');
    expect(answer).toMatchObject({ total: COUNT_LIMIT + 1, types: { article: COUNT_LIMIT, company: 1 } });
    expect(answer.atLeast).toEqual({ total: true, types: ['article'], upcoming: false, past: false });
    const all = (await search('standbouw ', { limit: 30 })).hits.map((hit) => hit.title);
    const pages = [];
    for (let page = 0; page < 3; page++) pages.push(...(await search('standbouw ', { offset: page * 10 })).hits.map((hit) => hit.title));
    expect(pages).toEqual(all);
    expect(all.slice(0, 3)).toEqual(['Standbouw 0', 'Standbouw 1', 'Standbouw 2']);
  });

  it('keeps every document of one minute, however their row ids meet', async () => {
    // 10,000 documents in one minute share 2^22 slots: some dozen pairs meet (the birthday bound).
    await add(...Array.from({ length: 10_000 }, (_, i) => doc({ title: `Kraam k${i}`, date: NOW })));
    expect(await store.count()).toBe(10_000);
    for (const i of [0, 4321, 9999]) expect(await titles(`k${i} `)).toEqual([`Kraam k${i}`]);
  });

  it('replaces a document with its new version, and forgets words no document holds', async () => {
    await add(doc({ documentId: 'same', title: 'Expospar oud' }));
    await store.replace('article', 'same', [prepare(doc({ documentId: 'same', title: 'Expospar nieuw' }))]);
    expect(await titles('expospar ')).toEqual(['Expospar nieuw']);
    const words = (await store.vocabulary('e')).concat(await store.vocabulary('o'), await store.vocabulary('n'));
    expect(words).toEqual(expect.arrayContaining([{ word: 'expospar', docs: 1 }, { word: 'nieuw', docs: 1 }]));
    expect(words.map((entry) => entry.word)).not.toContain('oud');
    expect(await store.count()).toBe(1);
  });

  it('starts over from an index of an earlier layout', async () => {
    await add(doc({ title: 'Beurs' }));
    await connection.raw("UPDATE search_meta SET value = 'earlier' WHERE name = 'layout'");
    await store.prepare();
    expect(await store.count()).toBe(0);
    expect(await titles('beurs')).toEqual([]);
  });
});
