import type { Knex } from 'knex';
import { SEARCH_TYPES, type SearchType } from './sources';
import { DOCUMENT_LAYOUT, documentRow, EXACT, toHit, type PreparedDocument, type SearchStore, type Term } from './store';

/**
 * tsquery text from terms that are letters and digits only (normalise.words): a reader's `!`, `&`,
 * `|`, `:*` or `<->` never reaches to_tsquery as syntax.
 */
export function tsQuery(terms: Term[], titlesOnly = false): string {
  // Weights A and B are the title's stems and words (see VECTOR).
  const weights = titlesOnly ? 'AB' : '';
  const label = (prefix: boolean) => (prefix || weights ? `:${prefix ? '*' : ''}${weights}` : '');
  return terms.map(({ stem, word, prefix }) => `(${stem}${label(false)} | ${word}${label(prefix)})`).join(' & ');
}

// The vector holds the normaliser's stems and folded words, title (A, B) above body (C, D). The
// 'simple' configuration adds nothing: Dutch stems and accents are already the normaliser's work,
// the same on both engines (PostgreSQL's own 'dutch' is Snowball alone, which splits beurs/beurzen).
const VECTOR = `setweight(to_tsvector('simple', :title_stems), 'A') || setweight(to_tsvector('simple', :title_words), 'B')
  || setweight(to_tsvector('simple', :body_stems), 'C') || setweight(to_tsvector('simple', :body_words), 'D')`;
const UPCOMING = "d.type = 'event' AND (d.until IS NULL OR d.until >= :now)";
const OPEN = "NOT (d.type IN ('vacancy', 'exhibitor') AND d.until IS NOT NULL AND d.until < :now)";
// The order of the SQLite index (see buckets.ts): by relevance, the stems in the title, then the
// words in the title, then the rest; within each, upcoming events (soonest end first), open
// vacancies, everything else and past events (newest first). By date: newest first, events by end.
const WHEN = `COALESCE(CASE WHEN d.type = 'event' THEN d.until END, d.date)`;
const GROUP = `CASE WHEN ${UPCOMING} THEN 0 WHEN d.type IN ('vacancy', 'exhibitor') THEN 1 WHEN d.type = 'event' THEN 3 ELSE 2 END`;
const RELEVANCE = `CASE WHEN d.vector @@ to_tsquery('simple', :titleStems) THEN 0 WHEN d.vector @@ to_tsquery('simple', :title) THEN 1 ELSE 2 END,
  ${GROUP}, CASE WHEN ${UPCOMING} THEN ${WHEN} END ASC, CASE WHEN d.type = 'event' THEN ${WHEN} END DESC, d.date DESC NULLS LAST, d.id`;
const BY_DATE = `${WHEN} DESC NULLS LAST, d.id`;
const VOCABULARY_TTL_MS = 60_000;

export function createPostgresStore(knex: Knex): SearchStore {
  let vocabulary: { at: number; words: { word: string; docs: number }[] } | null = null;
  // Counts committed changes: a vocabulary read while one commits may miss it, so it is not kept.
  let changes = 0;
  const changed = () => {
    changes += 1;
    vocabulary = null;
  };

  const insert = async (trx: Knex.Transaction | Knex, documents: PreparedDocument[]) => {
    for (const document of documents) {
      await trx.raw(
        `INSERT INTO search_documents (type, document_id, locale, slug, ref_id, title, body, date, until, place, company, vector)
         VALUES (:type, :document_id, :locale, :slug, :ref_id, :title, :body, :date, :until, :place, :company, ${VECTOR})`,
        {
          ...documentRow(document),
          title_stems: document.titleStems, title_words: document.titleWords, body_stems: document.bodyStems, body_words: document.bodyWords,
        },
      );
    }
  };

  return {
    async prepare() {
      await knex.raw(`CREATE TABLE IF NOT EXISTS search_documents (
        id bigserial PRIMARY KEY, type text NOT NULL, document_id text NOT NULL, locale text NOT NULL, slug text,
        ref_id integer, title text NOT NULL, body text NOT NULL, date bigint, until bigint, place text, company text,
        vector tsvector NOT NULL)`);
      await knex.raw('CREATE INDEX IF NOT EXISTS search_documents_document_idx ON search_documents (type, document_id)');
      await knex.raw('CREATE INDEX IF NOT EXISTS search_documents_vector_idx ON search_documents USING gin (vector)');
      // An index of documents of another layout is emptied, which start-up then fills anew.
      await knex.raw('CREATE TABLE IF NOT EXISTS search_meta (name text PRIMARY KEY, value text NOT NULL)');
      const { rows } = await knex.raw("SELECT value FROM search_meta WHERE name = 'layout'");
      if (rows[0]?.value === DOCUMENT_LAYOUT) return;
      await knex.transaction(async (trx) => {
        await trx('search_documents').delete();
        await trx.raw("INSERT INTO search_meta (name, value) VALUES ('layout', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value", [DOCUMENT_LAYOUT]);
      });
      changed();
    },

    async count() {
      const [row] = await knex('search_documents').count({ n: '*' });
      return Number(row?.n ?? 0);
    },

    async replace(type, documentId, documents) {
      await knex.transaction(async (trx) => {
        await trx('search_documents').where({ type, document_id: documentId }).delete();
        await insert(trx, documents);
      });
      changed();
    },

    async add(documents) {
      await knex.transaction((trx) => insert(trx, documents));
      changed();
    },

    async clear() {
      await knex('search_documents').delete();
      changed();
    },

    async search(query) {
      const params = {
        query: tsQuery(query.terms), title: tsQuery(query.terms, true), titleStems: query.terms.map((term) => `${term.stem}:A`).join(' & '),
        locale: query.locale, now: query.now, type: query.type ?? null, limit: query.limit, offset: query.offset,
      };
      const base = `FROM search_documents d, to_tsquery('simple', :query) AS q(query)
        WHERE d.vector @@ q.query AND d.locale IN (:locale, '') AND ${OPEN}`;
      const facetRows = query.suggestions ? [] : (
        await knex.raw(
          `SELECT d.type AS type, COUNT(*) AS n, SUM(CASE WHEN ${UPCOMING} THEN 1 ELSE 0 END) AS upcoming
           ${base} GROUP BY d.type`,
          params,
        )
      ).rows as { type: SearchType; n: string; upcoming: string }[];
      const types: Partial<Record<SearchType, number>> = {};
      let upcoming = 0;
      let past = 0;
      for (const row of facetRows) {
        if (!SEARCH_TYPES.includes(row.type)) continue;
        types[row.type] = Number(row.n);
        if (row.type === 'event') [upcoming, past] = [Number(row.upcoming), Number(row.n) - Number(row.upcoming)];
      }
      const chosen = `${query.type ? 'AND d.type = :type' : ''} ${
        query.when === 'upcoming' ? `AND ${UPCOMING}` : query.when === 'past' ? `AND d.type = 'event' AND NOT (${UPCOMING})` : ''
      }`;
      const rows = (
        await knex.raw(
          `SELECT d.id, d.type, d.document_id, d.locale, d.slug, d.ref_id, d.title, d.body, d.date, d.until, d.place, d.company
           ${base} ${chosen} ORDER BY ${query.sort === 'date' ? BY_DATE : RELEVANCE} LIMIT :limit OFFSET :offset`,
          params,
        )
      ).rows as Record<string, unknown>[];
      const total = query.type || query.when
        ? Number((await knex.raw(`SELECT COUNT(*) AS n ${base} ${chosen}`, params)).rows[0]?.n ?? 0)
        : Object.values(types).reduce((sum, n) => sum + (n ?? 0), 0);
      return { total, hits: rows.map(toHit), types, upcoming, past, atLeast: EXACT };
    },

    async vocabulary(start) {
      // ts_stat reads every vector: kept for a minute, and only asked for when a query finds little.
      let current = vocabulary;
      if (!current || Date.now() - current.at > VOCABULARY_TTL_MS) {
        const before = changes;
        const rows = (await knex.raw("SELECT word, ndoc FROM ts_stat('SELECT vector FROM search_documents')")).rows as { word: string; ndoc: number }[];
        current = { at: Date.now(), words: rows.map((row) => ({ word: row.word, docs: Number(row.ndoc) })) };
        if (changes === before) vocabulary = current;
      }
      return current.words.filter((entry) => entry.word.startsWith(start));
    },

    // Where an event or vacancy stands is asked at each search (`now`), so nothing moves.
    async refreshStatus() {},

    async optimize() {
      await knex.raw('ANALYZE search_documents');
    },
  };
}
