import type { Core } from '@strapi/strapi';

// Rows of a document for a sitemap page, read from the index alone (the large types only).
const SITEMAP_COLUMNS = ['document_id', 'published_at', 'locale', 'id', 'updated_at', 'slug'];

// Strapi's schemas cannot declare indexes; these back the site's hot queries: article lists by
// date and lookups by slug, the archive's month counts, calendar filters by start, end, kind, city
// and province, sitemap pages, the wire by date and analytics by event and time. Sitemap documents are
// paged on the (document_id, locale, published_at) index Strapi keeps on every table. Strapi checks
// `unique` attributes with a read before the write; the unique indexes settle two at the same time.
const INDEXES: { table: string; columns: string[]; name?: string; unique?: boolean }[] = [
  { table: 'articles', columns: ['date'] },
  { table: 'articles', columns: ['locale', 'date', 'published_at'] },
  { table: 'articles', columns: ['slug'] },
  { table: 'articles', columns: SITEMAP_COLUMNS, name: 'standplaats_articles_sitemap_idx' },
  { table: 'events', columns: ['starts_at'] },
  // The calendar's lists find, count and sort from these alone, reading rows only for the page
  // shown: upcoming events (by end), and a kind's events by start (kind and month).
  { table: 'events', columns: ['ends_at', 'locale', 'published_at', 'starts_at'], name: 'standplaats_events_upcoming_idx' },
  { table: 'events', columns: ['kind', 'starts_at', 'ends_at', 'locale', 'published_at'], name: 'standplaats_events_kind_dates_idx' },
  { table: 'events', columns: ['city'] },
  { table: 'events', columns: ['province'] },
  { table: 'events', columns: ['slug'] },
  { table: 'events', columns: SITEMAP_COLUMNS, name: 'standplaats_events_sitemap_idx' },
  // The job board: open vacancies (status, closing date) newest first, counted from the index
  // alone when filtered by hours; a function area's, a province's, an employment type's and a
  // level's the same way. Filtered by one of those, each list's count read every open vacancy
  // (7 to 9 ms of SQLite on 14,000 open ones; bench/README.md, "The job board's filters indexed").
  { table: 'vacancies', columns: ['listing_status', 'locale', 'published_at', 'id', 'valid_through', 'hours_per_week'], name: 'standplaats_vacancies_open_hours_idx' },
  ...['function_area', 'province', 'employment_type', 'level'].map((column) => ({
    table: 'vacancies',
    columns: [column, 'listing_status', 'locale', 'published_at', 'id', 'valid_through'],
    name: `standplaats_vacancies_open_${column}_idx`,
  })),
  { table: 'vacancies', columns: ['slug'] },
  { table: 'vacancies', columns: SITEMAP_COLUMNS, name: 'standplaats_vacancies_sitemap_idx' },
  // The directory, the product guide and the venue finder, A to Z: a sector's (category's,
  // province's and type's) rows in their order, narrowed by a letter or a word from there, where
  // each query read the whole table (a product guide's list and its count, 39 ms of SQLite on
  // 50,000 products; bench/README.md, "The directory's queries indexed").
  { table: 'partners', columns: ['sector', 'locale', 'name', 'id', 'published_at'], name: 'standplaats_partners_sector_idx' },
  { table: 'products', columns: ['category', 'locale', 'name', 'id', 'published_at'], name: 'standplaats_products_category_idx' },
  { table: 'venues', columns: ['province', 'venue_type', 'name', 'id', 'published_at'], name: 'standplaats_venues_province_type_idx' },
  { table: 'wire_items', columns: ['date'] },
  { table: 'analytics_events', columns: ['name', 'occurred_at'] },
  // The daily rollups and the retention's purge read raw events by day, the rollups by day and
  // name: with the day alone, SQLite took the (name, occurred_at) index for "day = ? AND name =
  // 'Pageview'" and read every page view there was, not the day's.
  { table: 'analytics_events', columns: ['day', 'name'] },
  // The scheduled publishing's due moments, every minute (editors/schedule.ts).
  ...['articles', 'events', 'pages', 'magazines'].flatMap((table) => [
    { table, columns: ['publish_at'] },
    { table, columns: ['unpublish_at'] },
  ]),
  { table: 'newsletter_subscribers', columns: ['email'], unique: true },
  { table: 'subscription_orders', columns: ['mandate_reference'], unique: true },
];

// Indexes an earlier version made that one above now does.
const SUPERSEDED = ['standplaats_analytics_events_day_idx', 'standplaats_vacancies_open_idx'];

export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const name of SUPERSEDED) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
  for (const { table, columns, name = `standplaats_${table}_${columns.join('_')}_idx`, unique } of INDEXES) {
    await knex.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${name} ON ${table} (${columns.join(', ')})`);
  }
}
