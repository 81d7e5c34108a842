import { describe, expect, inject, it } from 'vitest';
import { readDatabase } from './helpers';

// The directory's, the product guide's and the venue finder's lists filter on a sector (a
// category, a province and a type) and go A to Z; the job board's on a function area, a province,
// an employment type, a level or hours, newest first (apps/cms/src/bootstrap/indexes.ts). The CMS
// reads those rows, and counts them, through an index of its own, not the whole table.

/** Each list's table, its filter's equalities as the content API sends them, and its index. */
const LISTS = [
  { table: 'partners', where: { sector: 'catering', locale: 'nl' }, index: 'standplaats_partners_sector_idx' },
  { table: 'products', where: { category: 'catering', locale: 'nl' }, index: 'standplaats_products_category_idx' },
  { table: 'venues', where: { province: 'utrecht', venue_type: 'hotel' }, index: 'standplaats_venues_province_type_idx' },
];

/** The job board's equality filters, each with its index. */
const VACANCY_FILTERS = [
  { column: 'function_area', value: 'techniek' },
  { column: 'province', value: 'utrecht' },
  { column: 'employment_type', value: 'vast' },
  { column: 'level', value: 'senior' },
].map((filter) => ({ ...filter, index: `standplaats_vacancies_open_${filter.column}_idx` }));
const VACANCY_HOURS_INDEX = 'standplaats_vacancies_open_hours_idx';

describe("the lists' filters", () => {
  it('each have their index in the database', async () => {
    const names = await readDatabase(async (db, client) =>
      client === 'postgres'
        ? (await db('pg_indexes').select('indexname')).map((row: { indexname: string }) => row.indexname)
        : (await db('sqlite_master').where({ type: 'index' }).select('name')).map((row: { name: string }) => row.name),
    );
    for (const { index } of [...LISTS, ...VACANCY_FILTERS]) expect(names).toContain(index);
    expect(names).toContain(VACANCY_HOURS_INDEX);
  });

  // PostgreSQL's planner reads a table of a test's few rows whole, whatever its indexes.
  it.skipIf(inject('database').client === 'postgres')('read a page of a sector A to Z through it, narrowed by a letter (SQLite)', async () => {
    await readDatabase(async (db) => {
      for (const { table, where, index } of LISTS) {
        // The shape of the content API's list query: published rows, a name's letter, A to Z, a page.
        const query = db(table).where(where).whereNotNull('published_at').whereRaw('LOWER(name) LIKE LOWER(?)', ['b%']).orderBy([{ column: 'name' }, { column: 'id' }]).limit(24);
        const { sql, bindings } = query.toSQL();
        const plan = (await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings)).map((row: { detail: string }) => row.detail).join(' | ');
        expect(plan, table).toContain(`USING INDEX ${index}`);
        expect(plan, table).not.toContain('TEMP B-TREE');
      }
    });
  });

  it.skipIf(inject('database').client === 'postgres')("read and count the job board's open vacancies of a filter through it, newest first (SQLite)", async () => {
    await readDatabase(async (db) => {
      // The shape of the content API's list query with the public's open rule (routes/vacancy.ts).
      const open = (where: [string, string, string | number]) =>
        db('vacancies')
          .where(...where)
          .where({ listing_status: 'published', locale: 'nl' })
          .whereRaw('(valid_through IS NULL OR valid_through >= ?)', ['2026-12-07'])
          .whereNotNull('published_at');
      const planOf = async (query: { toSQL(): { sql: string; bindings: readonly unknown[] } }) => {
        const { sql, bindings } = query.toSQL();
        return (await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings)).map((row: { detail: string }) => row.detail).join(' | ');
      };
      for (const { column, value, index } of VACANCY_FILTERS) {
        const page = await planOf(open([column, '=', value]).orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(20));
        expect(page, column).toContain(`USING INDEX ${index}`);
        expect(page, column).not.toContain('TEMP B-TREE');
        // The count, from the index alone.
        expect(await planOf(open([column, '=', value]).countDistinct('id')), column).toContain(`USING COVERING INDEX ${index}`);
      }
      // Full-time: a range, counted the same way.
      expect(await planOf(open(['hours_per_week', '>=', 32]).countDistinct('id'))).toContain(`USING COVERING INDEX ${VACANCY_HOURS_INDEX}`);
    });
  });
});
