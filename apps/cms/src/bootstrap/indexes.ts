import type { Core } from '@strapi/strapi';

// Strapi's schemas cannot declare indexes; these back the site's hot queries: article lists by
// date and lookups by slug, calendar filters by start, end, kind and city.
const INDEXES: { table: string; columns: string[] }[] = [
  { table: 'articles', columns: ['date'] },
  { table: 'articles', columns: ['slug'] },
  { table: 'events', columns: ['starts_at'] },
  { table: 'events', columns: ['ends_at'] },
  { table: 'events', columns: ['kind'] },
  { table: 'events', columns: ['city'] },
  { table: 'events', columns: ['slug'] },
];

export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const { table, columns } of INDEXES) {
    const name = `standplaats_${table}_${columns.join('_')}_idx`;
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns.join(', ')})`);
  }
}
