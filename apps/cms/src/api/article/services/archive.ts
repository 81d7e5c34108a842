import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../utils/tables';
import type { ArchiveQuery } from '../validation/archive';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type MonthCount = { year: number; month: number; count: number };

export type ArchiveService = {
  /** Published articles of a locale per Amsterdam month of their `date`, newest month first. */
  counts(query: ArchiveQuery): Promise<MonthCount[]>;
};

/**
 * The day of a datetime column shifted by whole hours, in the cheapest form per dialect:
 * PostgreSQL a date (Strapi reads dates as 'YYYY-MM-DD'; its timestamps hold UTC when the CMS
 * runs in UTC, as ours does), SQLite (epoch milliseconds) a day number.
 */
function shiftedDay(strapi: Core.Strapi, column: string, hours: number) {
  const knex = strapi.db.connection;
  return strapi.db.dialect.client === 'postgres'
    ? knex.raw(`(?? + interval '${hours} hours')::date`, [column])
    : knex.raw(`(?? + ${hours * HOUR}) / ${DAY}`, [column]);
}

/** A `shiftedDay` value as the UTC midnight it stands for. */
function dayStart(value: unknown) {
  if (typeof value === 'number') return new Date(value * DAY);
  if (value instanceof Date) return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
  return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
}

/**
 * The Europe/Amsterdam month (not UTC) of an article from its day in UTC+1 and in UTC+2. Only
 * the month boundaries matter, and the EU rule is exact there: the first instant of April to
 * October falls in summer time (UTC+2), of November to March in winter time (UTC+1), since DST
 * runs from the last Sunday of March to the last Sunday of October.
 */
function amsterdamMonth(winterDay: unknown, summerDay: unknown) {
  const summer = dayStart(summerDay);
  const month = summer.getUTCMonth() + 1;
  const local = month >= 4 && month <= 10 ? summer : dayStart(winterDay);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

export default ({ strapi }: { strapi: Core.Strapi }): ArchiveService => ({
  async counts({ locale, year }) {
    const { table, column } = tableOf(strapi, 'api::article.article');
    const date = column('date');

    // Grouped by day (a few thousand groups) on the covering (locale, date, published_at) index,
    // cheaper per row than calendar functions; the days fold into months below.
    const query = strapi.db
      .getConnection(table)
      .select({ winterDay: shiftedDay(strapi, date, 1), summerDay: shiftedDay(strapi, date, 2) })
      .count({ count: '*' })
      .where(column('locale'), locale)
      .whereNotNull(column('publishedAt'))
      .groupBy('winterDay', 'summerDay');
    if (year !== undefined) {
      // 1 January 00:00 in Amsterdam is 23:00 UTC the day before (winter time).
      query.where(date, '>=', new Date(Date.UTC(year, 0, 1) - HOUR)).where(date, '<', new Date(Date.UTC(year + 1, 0, 1) - HOUR));
    }

    const months = new Map<number, MonthCount>();
    for (const row of (await query) as unknown as { winterDay: unknown; summerDay: unknown; count: number | string }[]) {
      const { year, month } = amsterdamMonth(row.winterDay, row.summerDay);
      const key = year * 100 + month;
      const entry = months.get(key) ?? { year, month, count: 0 };
      entry.count += Number(row.count);
      months.set(key, entry);
    }
    return [...months.entries()].sort(([a], [b]) => b - a).map(([, entry]) => entry);
  },
});
