import type { Knex } from 'knex';
import { SEARCH_TYPES, type SearchType } from './sources';
import { documentRow, toHit, type PreparedDocument, type SearchStore, type Term } from './store';

// Titles weigh most; a stem match more than a match of the word's beginning (columns in this order).
const WEIGHTS = { titleStems: 10, titleWords: 6, bodyStems: 2, bodyWords: 1 };

/**
 * FTS5's query syntax built from terms that are letters and digits only (normalise.words), each
 * quoted: a reader's `NEAR(`, `-`, `*`, `:` or `OR` never reaches FTS5 as syntax.
 */
export function matchExpression(terms: Term[], titlesOnly = false): string {
  const [stems, words] = titlesOnly ? ['title_stems', 'title_words'] : ['title_stems body_stems', 'title_words body_words'];
  return terms.map(({ stem, word, prefix }) => `({${stems}} : "${stem}" OR {${words}} : "${word}"${prefix ? ' *' : ''})`).join(' AND ');
}

// Upcoming events and open vacancies first, past events last, the rest between.
const BOOST = 'CASE WHEN d.until IS NULL THEN 1.0 WHEN d.until >= :now THEN 1.5 ELSE 0.6 END';
const OPEN = "NOT (d.type = 'vacancy' AND d.until IS NOT NULL AND d.until < :now)";

export function createSqliteStore(knex: Knex): SearchStore {
  const insert = async (trx: Knex.Transaction | Knex, documents: PreparedDocument[]) => {
    for (const document of documents) {
      const [id] = await trx('search_documents').insert(documentRow(document));
      await trx.raw('INSERT INTO search_fts (rowid, title_stems, title_words, body_stems, body_words) VALUES (?, ?, ?, ?, ?)', [
        id, document.titleStems, document.titleWords, document.bodyStems, document.bodyWords,
      ]);
    }
  };

  return {
    async prepare() {
      await knex.raw(`CREATE TABLE IF NOT EXISTS search_documents (
        id INTEGER PRIMARY KEY, type TEXT NOT NULL, document_id TEXT NOT NULL, locale TEXT NOT NULL, slug TEXT,
        ref_id INTEGER, title TEXT NOT NULL, body TEXT NOT NULL, date INTEGER, until INTEGER, place TEXT, company TEXT)`);
      await knex.raw('CREATE INDEX IF NOT EXISTS search_documents_document_idx ON search_documents (type, document_id)');
      // A search looks every hit up by its id, for its type, language and dates (the facets, the
      // filters, the boost), and a common word has tens of thousands of hits. Through this narrow
      // covering index rather than the table, whose rows carry the whole text, both queries of
      // "congres" (10,169 hits in 100,717 documents) take 16 ms instead of 39. SQLite's planner
      // prefers the rowid, hence INDEXED BY in search().
      await knex.raw('CREATE INDEX IF NOT EXISTS search_documents_rank_idx ON search_documents (id, type, locale, until, date)');
      await knex.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(title_stems, title_words, body_stems, body_words,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`);
      await knex.raw("CREATE VIRTUAL TABLE IF NOT EXISTS search_vocabulary USING fts5vocab(search_fts, 'col')");
    },

    async count() {
      const [row] = await knex('search_documents').count({ n: '*' });
      return Number(row?.n ?? 0);
    },

    async replace(type, documentId, documents) {
      await knex.transaction(async (trx) => {
        const ids = (await trx('search_documents').where({ type, document_id: documentId }).pluck('id')) as number[];
        for (const id of ids) await trx.raw('DELETE FROM search_fts WHERE rowid = ?', [id]);
        await trx('search_documents').whereIn('id', ids).delete();
        await insert(trx, documents);
      });
    },

    async add(documents) {
      await knex.transaction((trx) => insert(trx, documents));
    },

    async clear() {
      await knex.raw('DELETE FROM search_fts');
      await knex('search_documents').delete();
    },

    async search(query) {
      const match = matchExpression(query.terms, query.titlesOnly);
      const w = WEIGHTS;
      const base = `FROM search_fts f JOIN search_documents d INDEXED BY search_documents_rank_idx ON d.id = f.rowid
        WHERE search_fts MATCH :match AND d.locale IN (:locale, '') AND ${OPEN}`;
      const params = { match, locale: query.locale, now: query.now, type: query.type ?? null, limit: query.limit, offset: query.offset };
      const facetRows = query.titlesOnly ? [] : (await knex.raw(
        `SELECT d.type AS type, COUNT(*) AS n,
          SUM(CASE WHEN d.type = 'event' AND d.until >= :now THEN 1 ELSE 0 END) AS upcoming
         ${base} GROUP BY d.type`,
        params,
      )) as { type: SearchType; n: number; upcoming: number }[];
      const types: Partial<Record<SearchType, number>> = {};
      let upcoming = 0;
      let past = 0;
      for (const row of facetRows) {
        if (!SEARCH_TYPES.includes(row.type)) continue;
        types[row.type] = Number(row.n);
        if (row.type === 'event') [upcoming, past] = [Number(row.upcoming), Number(row.n) - Number(row.upcoming)];
      }
      const chosen = `${query.type ? 'AND d.type = :type' : ''} ${
        query.when === 'upcoming' ? "AND d.type = 'event' AND d.until >= :now" : query.when === 'past' ? "AND d.type = 'event' AND d.until < :now" : ''
      }`;
      const order = (d: string) => (query.sort === 'date' ? `${d}.date IS NULL, ${d}.date DESC, score DESC` : `score DESC, ${d}.date DESC`);
      // The page's hits are ranked on the index alone; only they are read whole.
      const rows = (await knex.raw(
        `SELECT s.*, page.score FROM (
           SELECT d.id, d.date, -bm25(search_fts, ${w.titleStems}, ${w.titleWords}, ${w.bodyStems}, ${w.bodyWords}) * ${BOOST} AS score
           ${base} ${chosen} ORDER BY ${order('d')} LIMIT :limit OFFSET :offset
         ) page JOIN search_documents s ON s.id = page.id ORDER BY ${order('page')}`,
        params,
      )) as Record<string, unknown>[];
      const total = query.type || query.when
        ? Number(((await knex.raw(`SELECT COUNT(*) AS n ${base} ${chosen}`, params)) as { n: number }[])[0]?.n ?? 0)
        : Object.values(types).reduce((sum, n) => sum + (n ?? 0), 0);
      return { total, hits: rows.map(toHit), types, upcoming, past };
    },

    async vocabulary(start) {
      const rows = (await knex.raw(
        `SELECT term AS word, MAX(doc) AS docs FROM search_vocabulary
         WHERE term >= ? AND term < ? AND col IN ('title_words', 'body_words') GROUP BY term`,
        [start, `${start}\uffff`],
      )) as { word: string; docs: number }[];
      return rows.map((row) => ({ word: row.word, docs: Number(row.docs) }));
    },
  };
}
