import { describe, expect, inject, it } from 'vitest';
import { readDatabase } from './helpers';

// The directory's, the product guide's and the venue finder's lists filter on a sector (a
// category, a province and a type) and go A to Z (apps/cms/src/bootstrap/indexes.ts): the CMS
// reads those rows through an index of its own, not the whole table.

/** Each list's table, its filter's equalities as the content API sends them, and its index. */
const LISTS = [
  { table: 'partners', where: { sector: 'catering', locale: 'nl' }, index: 'standplaats_partners_sector_idx' },
  { table: 'products', where: { category: 'catering', locale: 'nl' }, index: 'standplaats_products_category_idx' },
  { table: 'venues', where: { province: 'utrecht', venue_type: 'hotel' }, index: 'standplaats_venues_province_type_idx' },
];

describe("the lists' filters", () => {
  it('each have their index in the database', async () => {
    const names = await readDatabase(async (db, client) =>
      client === 'postgres'
        ? (await db('pg_indexes').select('indexname')).map((row: { indexname: string }) => row.indexname)
        : (await db('sqlite_master').where({ type: 'index' }).select('name')).map((row: { name: string }) => row.name),
    );
    for (const { index } of LISTS) expect(names).toContain(index);
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
});
