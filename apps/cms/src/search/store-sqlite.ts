import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { locales } from '@standplaats/shared';
import { BUCKETS, bucketName, chosenBuckets, statusAt, type Bucket, type Status } from './buckets';
import { rankedIds } from './ranking';
import type { IndexedDocument, SearchType } from './sources';
import { DOCUMENT_LAYOUT, documentRow, toHit, type PreparedDocument, type SearchStore, type StoreAnswer, type StoreQuery, type Term } from './store';

/** The parts of better-sqlite3 the store uses: knex's SQLite client hands out its one connection. */
type Statement = { all(...params: unknown[]): unknown[]; get(...params: unknown[]): unknown; run(...params: unknown[]): { changes: number }; pluck(): Statement };
type Connection = { prepare(sql: string): Statement; transaction<T>(work: () => T): { immediate(): T } };

/**
 * Site search on SQLite's FTS5, answering in bounded time however common the words:
 *
 * - Each document's facet bucket (language, type, upcoming or past) is a token of its own, so a
 *   bucket's hits are a plain FTS5 query: `(words) AND facet : nlarticle`.
 * - A document's row id orders it within its bucket (events by their end, soonest first;
 *   everything else by date, newest first). FTS5 reads hits in row-id order and stops at a LIMIT,
 *   so the first hits of a bucket are found without scoring every hit, as bm25 did (53 ms for
 *   100,000 hits).
 * - Counting stops past COUNT_LIMIT hits a bucket; such a bucket is reported as "more than" it.
 * - Titles have an index of their own, so "in the title" does not read every body's hits.
 */
export const COUNT_LIMIT = 1000;
const LAYOUT = `buckets-2+${DOCUMENT_LAYOUT}`;

// Row ids: minutes in 27 bits (until the year 2225), then 22 bits to tell apart the documents of
// one minute, so that every id stays below 2^53 and exact as a JavaScript number.
const SLOTS = 2 ** 22;
const LATEST = 2 ** 27 - 1;
const minute = (ms: number | null) => (ms === null ? 0 : Math.min(LATEST, Math.max(0, Math.floor(ms / 60_000))));
const keyOf = (id: number) => Math.floor(id / SLOTS);
const orderKey = (document: IndexedDocument) =>
  document.type === 'event' ? minute(document.until ?? document.date) : LATEST - minute(document.date);
const firstId = (document: IndexedDocument) =>
  orderKey(document) * SLOTS + (createHash('sha1').update(`${document.type}:${document.documentId}:${document.locale}`).digest().readUInt32BE(0) % SLOTS);
const nextId = (id: number) => keyOf(id) * SLOTS + ((id % SLOTS) + 1) % SLOTS;

/** The facet tokens of a document: its bucket in its language, or in every language (venues). */
const facetOf = (document: Pick<IndexedDocument, 'type' | 'locale'>, status: Status) =>
  (document.locale ? [document.locale] : locales).map((locale) => `${locale}${bucketName(document.type, status)}`).join(' ');

const TABLES = ['search_vocabulary', 'search_fts', 'search_titles', 'search_words', 'search_documents'];
const CREATE = [
  `CREATE TABLE search_documents (id INTEGER PRIMARY KEY, type TEXT NOT NULL, document_id TEXT NOT NULL, locale TEXT NOT NULL,
    slug TEXT, ref_id INTEGER, title TEXT NOT NULL, body TEXT NOT NULL, date INTEGER, until INTEGER, place TEXT, company TEXT, status TEXT)`,
  'CREATE INDEX search_documents_document_idx ON search_documents (type, document_id)',
  "CREATE INDEX search_documents_status_idx ON search_documents (until) WHERE status IN ('upcoming', 'open')",
  ...['search_fts', 'search_titles'].map(
    (table) => `CREATE VIRTUAL TABLE ${table} USING fts5(stems, words, facet, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`,
  ),
  // Each folded word with the number of documents holding it: prefixes too long for FTS5's prefix
  // index are looked up here, and so are the words for "did you mean".
  'CREATE TABLE search_words (word TEXT PRIMARY KEY, docs INTEGER NOT NULL) WITHOUT ROWID',
];

/** The connection's prepared statements, made once each. */
const prepared = new WeakMap<Connection, Map<string, Statement>>();
function statement(db: Connection, sql: string): Statement {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let found = statements.get(sql);
  if (!found) statements.set(sql, (found = db.prepare(sql)));
  return found;
}

const upTo = (start: string) => [start, `${start}\u{10FFFF}`];
const distinctWords = (text: string) => new Set(text.split(' ').filter(Boolean));

/** Adds `delta` to each word's count of documents, and forgets the words no document holds. */
function countWords(db: Connection, words: Map<string, number>) {
  for (const [word, delta] of words) {
    if (delta === 0) continue;
    statement(db, 'INSERT INTO search_words (word, docs) VALUES (?, ?) ON CONFLICT (word) DO UPDATE SET docs = docs + excluded.docs').run(word, delta);
    if (delta < 0) statement(db, 'DELETE FROM search_words WHERE word = ? AND docs <= 0').run(word);
  }
}

function insert(db: Connection, documents: PreparedDocument[], now: number) {
  const words = new Map<string, number>();
  for (const document of documents) {
    const status = statusAt(document, now);
    const row = documentRow(document);
    // Two documents of one minute whose hashes meet take the next free slot.
    let id = firstId(document);
    while (statement(db, 'SELECT 1 FROM search_documents WHERE id = ?').get(id) !== undefined) id = nextId(id);
    statement(db, `INSERT INTO search_documents (id, type, document_id, locale, slug, ref_id, title, body, date, until, place, company, status)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(id, row.type, row.document_id, row.locale, row.slug, row.ref_id, row.title, row.body, row.date, row.until, row.place, row.company, status);
    const facet = facetOf(document, status);
    const allWords = `${document.titleWords} ${document.bodyWords}`;
    statement(db, 'INSERT INTO search_fts (rowid, stems, words, facet) VALUES (?, ?, ?, ?)').run(id, `${document.titleStems} ${document.bodyStems}`, allWords, facet);
    statement(db, 'INSERT INTO search_titles (rowid, stems, words, facet) VALUES (?, ?, ?, ?)').run(id, document.titleStems, document.titleWords, facet);
    for (const word of distinctWords(allWords)) words.set(word, (words.get(word) ?? 0) + 1);
  }
  countWords(db, words);
}

function remove(db: Connection, type: SearchType, documentId: string) {
  const words = new Map<string, number>();
  const ids = statement(db, 'SELECT id FROM search_documents WHERE type = ? AND document_id = ?').pluck().all(type, documentId) as number[];
  for (const id of ids) {
    const text = statement(db, 'SELECT words FROM search_fts WHERE rowid = ?').pluck().get(id) as string | undefined;
    for (const word of distinctWords(text ?? '')) words.set(word, (words.get(word) ?? 0) - 1);
    for (const table of ['search_fts', 'search_titles']) statement(db, `DELETE FROM ${table} WHERE rowid = ?`).run(id);
    statement(db, 'DELETE FROM search_documents WHERE id = ?').run(id);
  }
  countWords(db, words);
}

export function createSqliteStore(knex: Knex): SearchStore {
  /** Runs `work` on the connection itself: a search is some twenty small statements, run in one go. */
  const using = async <T>(work: (db: Connection) => T): Promise<T> => {
    const db = (await knex.client.acquireConnection()) as Connection;
    try {
      return work(db);
    } finally {
      knex.client.releaseConnection(db);
    }
  };
  const create = (db: Connection) => {
    for (const table of TABLES) db.prepare(`DROP TABLE IF EXISTS ${table}`).run();
    for (const sql of CREATE) db.prepare(sql).run();
    prepared.delete(db);
  };

  return {
    prepare: () =>
      using((db) => {
        db.prepare('CREATE TABLE IF NOT EXISTS search_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)').run();
        db.transaction(() => {
          if (db.prepare("SELECT value FROM search_meta WHERE name = 'layout'").pluck().get() === LAYOUT) return;
          // No index yet, or one of an earlier layout: an empty one, which start-up then fills.
          create(db);
          db.prepare("INSERT OR REPLACE INTO search_meta (name, value) VALUES ('layout', ?)").run(LAYOUT);
        }).immediate();
      }),
    count: () => using((db) => Number(db.prepare('SELECT COUNT(*) FROM search_documents').pluck().get())),
    replace: (type, documentId, documents) =>
      using((db) =>
        db.transaction(() => {
          remove(db, type, documentId);
          insert(db, documents, Date.now());
        }).immediate(),
      ),
    add: (documents) => using((db) => db.transaction(() => insert(db, documents, Date.now())).immediate()),
    clear: () => using((db) => db.transaction(() => create(db)).immediate()),
    search: (query) => using((db) => search(db, query)),
    vocabulary: (start) =>
      using((db) => statement(db, 'SELECT word, docs FROM search_words WHERE word >= ? AND word < ?').all(...upTo(start)) as { word: string; docs: number }[]),
    refreshStatus: (now) => using((db) => refreshStatus(db, now)),
    optimize: () =>
      using((db) => {
        for (const table of ['search_fts', 'search_titles']) db.prepare(`INSERT INTO ${table} (${table}) VALUES ('optimize')`).run();
      }),
  };
}

/** Events that have ended move to the past bucket, vacancies that closed out of the results. */
function refreshStatus(db: Connection, now: number) {
  const due = "SELECT id, type, locale, until FROM search_documents WHERE status IN ('upcoming', 'open') AND until < ?";
  // Read first: most calls find nothing, and then take no write lock.
  if (statement(db, `${due} LIMIT 1`).all(now).length === 0) return;
  db.transaction(() => {
    for (const row of statement(db, due).all(now) as { id: number; type: SearchType; locale: string; until: number }[]) {
      const status = statusAt(row, now);
      statement(db, 'UPDATE search_documents SET status = ? WHERE id = ?').run(status, row.id);
      for (const table of ['search_fts', 'search_titles']) statement(db, `UPDATE ${table} SET facet = ? WHERE rowid = ?`).run(facetOf(row, status), row.id);
    }
  }).immediate();
}

// Prefixes up to this length are in FTS5's prefix index ('2 3 4'); longer ones are spelled out.
const INDEXED_PREFIX = 4;
const SPELLED_OUT = 50;

/**
 * FTS5's query syntax built from terms that are letters and digits only (normalise.words), each
 * quoted: a reader's `NEAR(`, `-`, `*`, `:` or `OR` never reaches FTS5 as syntax.
 */
function wordsOf(db: Connection, { word, prefix }: Term): string {
  if (!prefix) return `"${word}"`;
  if (word.length <= INDEXED_PREFIX) return `"${word}" *`;
  const longer = statement(db, `SELECT word FROM search_words WHERE word > ? AND word < ? ORDER BY docs DESC LIMIT ${SPELLED_OUT}`).pluck().all(...upTo(word)) as string[];
  return [word, ...longer].map((known) => `"${known}"`).join(' OR ');
}

type Tier = { table: 'search_fts' | 'search_titles'; match: string };

/** The tiers of a relevance ranking: the stems in the title, the words in the title, anywhere. */
function tiers(db: Connection, terms: Term[]) {
  const words = terms.map((term) => `(stems : "${term.stem}" OR words : (${wordsOf(db, term)}))`).join(' AND ');
  const titleStems = terms.map((term) => `stems : "${term.stem}"`).join(' AND ');
  const all: Tier = { table: 'search_fts', match: words };
  return { all, ranked: [{ table: 'search_titles', match: titleStems }, { table: 'search_titles', match: words }, all] satisfies Tier[] };
}

function search(db: Connection, query: StoreQuery): StoreAnswer {
  if (query.terms.length === 0) return { hits: [], ...facets(new Map(), [], 0) };
  const { all, ranked } = tiers(db, query.terms);
  const inBucket = (match: string, bucket: Bucket) => `(${match}) AND facet : ${query.locale}${bucket.name}`;
  const counts = new Map<Bucket, number>();
  if (!query.suggestions) {
    const count = statement(db, `SELECT COUNT(*) FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ? LIMIT ${COUNT_LIMIT + 1})`).pluck();
    for (const bucket of BUCKETS) counts.set(bucket, Number(count.get(inBucket(all.match, bucket))));
  }
  const byDate = query.sort === 'date';
  const buckets = chosenBuckets(query.type, query.when).filter((bucket) => query.suggestions || counts.get(bucket)! > 0);
  const read: Tier[] = byDate ? [all] : ranked;
  // By date: every bucket merged, events by their end. By relevance: past events last, newest first.
  const descending = (bucket: Bucket) => (byDate ? bucket.type === 'event' : bucket.group === 3);
  const fetch = (bucket: Bucket, tier: number, limit: number) => {
    const { table, match } = read[tier]!;
    const sql = `SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid ${descending(bucket) ? 'DESC' : 'ASC'} LIMIT ?`;
    return statement(db, sql).pluck().all(inBucket(match, bucket), limit) as number[];
  };
  const dateKey = (bucket: Bucket, id: number) => -(bucket.type === 'event' ? keyOf(id) : LATEST - keyOf(id));
  const ids = byDate
    ? rankedIds(buckets.map((bucket) => ({ ...bucket, group: 0 })), 1, query.offset + query.limit, fetch, dateKey)
    : rankedIds(buckets, read.length, query.offset + query.limit, fetch, (bucket, id) => (descending(bucket) ? -id : id));
  const page = ids.slice(query.offset);
  const rows = page.length === 0 ? [] : (statement(db, `SELECT * FROM search_documents WHERE id IN (${page.map(() => '?').join(', ')})`).all(...page) as Record<string, unknown>[]);
  const byId = new Map(rows.map((row) => [row.id as number, row]));
  return { hits: page.flatMap((id) => (byId.has(id) ? [toHit(byId.get(id)!)] : [])), ...facets(counts, buckets, query.suggestions ? rows.length : null) };
}

/** The counts per type and time, and which of them went past the limit (and stopped there). */
function facets(counts: Map<Bucket, number>, chosen: Bucket[], suggestions: number | null) {
  const types: StoreAnswer['types'] = {};
  const atLeast: StoreAnswer['atLeast'] = { total: false, types: [], upcoming: false, past: false };
  const counted = (bucket: Bucket) => Math.min(counts.get(bucket) ?? 0, COUNT_LIMIT);
  for (const [bucket, n] of counts) {
    if (n === 0) continue;
    types[bucket.type] = (types[bucket.type] ?? 0) + counted(bucket);
    if (n <= COUNT_LIMIT) continue;
    if (!atLeast.types.includes(bucket.type)) atLeast.types.push(bucket.type);
    if (bucket.when) atLeast[bucket.when] = true;
    if (chosen.includes(bucket)) atLeast.total = true;
  }
  const countOf = (name: string) => counted(BUCKETS.find((bucket) => bucket.name === name)!);
  const total = suggestions ?? chosen.reduce((sum, bucket) => sum + counted(bucket), 0);
  return { total, types, upcoming: countOf('eventupcoming'), past: countOf('eventpast'), atLeast };
}
