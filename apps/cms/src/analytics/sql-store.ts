import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../utils/tables';
import type { AnalyticsStore, DailyFigures, ItemRef, Period, RawEvent, Totals } from './store';
import type { DeviceClass } from '@standplaats/shared';

const UID = 'api::analytics-event.analytics-event';

/** The rollup tables: plain tables (not content types), one row per day and key, kept forever. */
export const ROLLUP_TABLES = {
  items: 'analytics_daily_items',
  site: 'analytics_daily_site',
  pages: 'analytics_daily_pages',
  devices: 'analytics_daily_devices',
  referrers: 'analytics_daily_referrers',
} as const;

type Options = {
  /** How often the buffer is written, ms. */
  flushEveryMs?: number;
  /** Rows waiting at most; past it the endpoint answers 503 instead of accepting what it cannot keep. */
  maxBuffered?: number;
};

type Pending = { rows: RawEvent[]; done: () => void };

// A larger write (a backlog, the demo's 90 days) is one transaction of INSERTs this long: each
// stays under SQLite's 32,766 parameters and PostgreSQL's 65,535.
const ROWS_PER_INSERT = 1000;

const num = (value: unknown) => Number(value ?? 0);

/** The planner's counts per item and day: exhibitors saved as favourites, and put in routes. */
const PLANNER_COUNTS = ['favourites', 'routes'] as const;

/**
 * The analytics store on Strapi's database through its knex (SQLite and PostgreSQL alike). Raw
 * events are the `analytics_events` content type's table, written in batches: rows wait in memory
 * and are written every second in one transaction (`createMany`), and on shutdown. Rollups are
 * computed per day with one grouped INSERT ... SELECT per table.
 */
export function createSqlStore(strapi: Core.Strapi, { flushEveryMs = 1000, maxBuffered = 200_000 }: Options = {}): AnalyticsStore & {
  ensureTables(): Promise<void>;
  start(): void;
} {
  const knex = (): Knex => strapi.db.connection;
  const raw = () => tableOf(strapi, UID);
  let queue: Pending[] = [];
  let buffered = 0;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let writing: Promise<void> = Promise.resolve();
  let failures = 0;

  const toData = (row: RawEvent, now: Date) => ({ ...row, createdAt: now, updatedAt: now, publishedAt: now });

  async function write(entries: Pending[]) {
    const now = new Date();
    const data = entries.flatMap((entry) => entry.rows.map((row) => toData(row, now)));
    if (data.length <= ROWS_PER_INSERT) {
      if (data.length > 0) await strapi.db.query(UID).createMany({ data });
      return;
    }
    await strapi.db.transaction(async () => {
      for (let start = 0; start < data.length; start += ROWS_PER_INSERT) await strapi.db.query(UID).createMany({ data: data.slice(start, start + ROWS_PER_INSERT) });
    });
  }

  /** One write at a time; a failed batch goes back to the front of the queue for the next tick. */
  function flushOnce(): Promise<void> {
    writing = writing.then(async () => {
      if (queue.length === 0) return;
      const entries = queue;
      queue = [];
      try {
        await write(entries);
        failures = 0;
        buffered -= entries.reduce((n, e) => n + e.rows.length, 0);
        for (const entry of entries) entry.done();
      } catch (error) {
        failures += 1;
        strapi.log.error(`Analytics: writing ${entries.length} batches failed (${failures}x): ${String(error)}`);
        if (failures >= 3) {
          // One bad batch must not hold back the rest: write them one by one and drop what fails.
          for (const entry of entries) {
            try {
              await write([entry]);
            } catch (single) {
              strapi.log.error(`Analytics: dropped a batch of ${entry.rows.length} events that cannot be stored: ${String(single)}`);
            }
            buffered -= entry.rows.length;
            entry.done();
          }
          failures = 0;
        } else {
          queue = [...entries, ...queue];
        }
      }
    });
    return writing;
  }

  const itemFilter = (items: ItemRef[]) => (qb: Knex.QueryBuilder) => {
    const byType = new Map<string, string[]>();
    for (const { type, id } of items) byType.set(type, [...(byType.get(type) ?? []), id]);
    for (const [type, ids] of byType) {
      qb.orWhere((q) => {
        q.where('item_type', type).whereIn('item_id', ids);
      });
    }
  };

  const inPeriod = (qb: Knex.QueryBuilder, { from, to }: Period) => qb.where('day', '>=', from).andWhere('day', '<=', to);

  const totalsOf = (row: Record<string, unknown>): Totals => ({
    views: num(row.views),
    sessions: num(row.sessions),
    leads: num(row.leads),
    clicks: num(row.clicks),
  });
  const sums = (k: Knex) => [k.raw('SUM(views) AS views'), k.raw('SUM(sessions) AS sessions'), k.raw('SUM(leads) AS leads'), k.raw('SUM(clicks) AS clicks')];

  return {
    async ensureTables() {
      // A fresh schema builder per statement: one builder keeps (and reruns) what it was given.
      const schema = { hasTable: (t: string) => knex().schema.hasTable(t), createTable: (t: string, f: (b: Knex.CreateTableBuilder) => void) => knex().schema.createTable(t, f) };
      const counts = (t: Knex.CreateTableBuilder, columns: string[]) => {
        for (const c of columns) t.integer(c).notNullable().defaultTo(0);
      };
      if (!(await schema.hasTable(ROLLUP_TABLES.items))) {
        await schema.createTable(ROLLUP_TABLES.items, (t) => {
          t.string('day', 10).notNullable();
          t.string('item_type', 20).notNullable();
          t.string('item_id', 64).notNullable();
          counts(t, ['views', 'sessions', 'leads', 'clicks', ...PLANNER_COUNTS]);
          t.primary(['day', 'item_type', 'item_id']);
          t.index(['item_type', 'item_id', 'day'], 'analytics_daily_items_item_idx');
        });
      }
      // Tables made before the planner's counts get their columns; past days count none.
      for (const column of PLANNER_COUNTS) {
        if (!(await knex().schema.hasColumn(ROLLUP_TABLES.items, column))) {
          await knex().schema.alterTable(ROLLUP_TABLES.items, (t) => counts(t, [column]));
        }
      }
      if (!(await schema.hasTable(ROLLUP_TABLES.site))) {
        await schema.createTable(ROLLUP_TABLES.site, (t) => {
          t.string('day', 10).primary();
          counts(t, ['views', 'sessions', 'leads', 'clicks']);
        });
      }
      if (!(await schema.hasTable(ROLLUP_TABLES.pages))) {
        await schema.createTable(ROLLUP_TABLES.pages, (t) => {
          t.string('day', 10).notNullable();
          t.text('path').notNullable();
          counts(t, ['views', 'sessions']);
          t.index(['day'], 'analytics_daily_pages_day_idx');
        });
      }
      if (!(await schema.hasTable(ROLLUP_TABLES.devices))) {
        await schema.createTable(ROLLUP_TABLES.devices, (t) => {
          t.string('day', 10).notNullable();
          t.string('device', 10).notNullable();
          counts(t, ['sessions']);
          t.primary(['day', 'device']);
        });
      }
      if (!(await schema.hasTable(ROLLUP_TABLES.referrers))) {
        await schema.createTable(ROLLUP_TABLES.referrers, (t) => {
          t.string('day', 10).notNullable();
          // '' for pages that are no item.
          t.string('item_type', 20).notNullable();
          t.string('item_id', 64).notNullable();
          t.string('host', 255).notNullable();
          counts(t, ['views']);
          t.index(['day'], 'analytics_daily_referrers_day_idx');
          t.index(['item_type', 'item_id', 'day'], 'analytics_daily_referrers_item_idx');
        });
      }
    },

    start() {
      if (timer) return;
      timer = setInterval(() => void flushOnce(), flushEveryMs);
      timer.unref();
    },

    accepting: () => !closed && buffered < maxBuffered,

    record(rows) {
      if (rows.length === 0) return Promise.resolve();
      const stored = new Promise<void>((done) => queue.push({ rows, done }));
      buffered += rows.length;
      if (closed) void flushOnce();
      return stored;
    },

    async flush() {
      await flushOnce();
    },

    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await flushOnce();
      // A failed last write gets two more tries before the database closes.
      for (let attempt = 0; attempt < 2 && queue.length > 0; attempt += 1) await flushOnce();
    },

    async rollup(from, to = from) {
      const { table, column } = raw();
      const c = {
        name: column('name'),
        session: column('session'),
        device: column('device'),
        path: column('path'),
        host: column('referrerHost'),
        type: column('itemType'),
        id: column('itemId'),
        day: column('day'),
      };
      await knex().transaction(async (trx) => {
        for (const rollup of Object.values(ROLLUP_TABLES)) await trx(rollup).whereBetween('day', [from, to]).delete();
        const view = `CASE WHEN ${c.name} = 'Pageview' THEN 1 ELSE 0 END`;
        const lead = `CASE WHEN ${c.name} = 'Lead' THEN 1 ELSE 0 END`;
        const click = `CASE WHEN ${c.name} = 'Marketing' THEN 1 ELSE 0 END`;
        const favourite = `CASE WHEN ${c.name} = 'Favourite' THEN 1 ELSE 0 END`;
        const route = `CASE WHEN ${c.name} = 'Route' THEN 1 ELSE 0 END`;
        const viewSession = `COUNT(DISTINCT CASE WHEN ${c.name} = 'Pageview' THEN ${c.session} END)`;
        await trx.raw(
          `INSERT INTO ${ROLLUP_TABLES.items} (day, item_type, item_id, views, sessions, leads, clicks, favourites, routes)
           SELECT ${c.day}, ${c.type}, ${c.id}, SUM(${view}), ${viewSession}, SUM(${lead}), SUM(${click}), SUM(${favourite}), SUM(${route})
           FROM ${table} WHERE ${c.day} >= ? AND ${c.day} <= ? AND ${c.type} IS NOT NULL AND ${c.id} IS NOT NULL
           GROUP BY ${c.day}, ${c.type}, ${c.id}`,
          [from, to],
        );
        // Sessions of the site: every session seen that day, whatever it did.
        await trx.raw(
          `INSERT INTO ${ROLLUP_TABLES.site} (day, views, sessions, leads, clicks)
           SELECT ${c.day}, SUM(${view}), COUNT(DISTINCT ${c.session}), SUM(${lead}), SUM(${click})
           FROM ${table} WHERE ${c.day} >= ? AND ${c.day} <= ? GROUP BY ${c.day}`,
          [from, to],
        );
        await trx.raw(
          `INSERT INTO ${ROLLUP_TABLES.pages} (day, path, views, sessions)
           SELECT ${c.day}, ${c.path}, COUNT(*), COUNT(DISTINCT ${c.session})
           FROM ${table} WHERE ${c.day} >= ? AND ${c.day} <= ? AND ${c.name} = 'Pageview' AND ${c.path} IS NOT NULL
           GROUP BY ${c.day}, ${c.path}`,
          [from, to],
        );
        await trx.raw(
          `INSERT INTO ${ROLLUP_TABLES.devices} (day, device, sessions)
           SELECT ${c.day}, ${c.device}, COUNT(DISTINCT ${c.session})
           FROM ${table} WHERE ${c.day} >= ? AND ${c.day} <= ? AND ${c.device} IS NOT NULL AND ${c.session} IS NOT NULL
           GROUP BY ${c.day}, ${c.device}`,
          [from, to],
        );
        await trx.raw(
          `INSERT INTO ${ROLLUP_TABLES.referrers} (day, item_type, item_id, host, views)
           SELECT ${c.day}, COALESCE(${c.type}, ''), COALESCE(${c.id}, ''), ${c.host}, COUNT(*)
           FROM ${table} WHERE ${c.day} >= ? AND ${c.day} <= ? AND ${c.name} = 'Pageview' AND ${c.host} IS NOT NULL
           GROUP BY ${c.day}, COALESCE(${c.type}, ''), COALESCE(${c.id}, ''), ${c.host}`,
          [from, to],
        );
      });
    },

    async purge(day) {
      const { table, column } = raw();
      return knex()(table).where(column('day'), '<', day).delete();
    },

    async daily(period, items) {
      if (items && items.length === 0) return [];
      const k = knex();
      const query = items
        ? inPeriod(k(ROLLUP_TABLES.items).select('day', ...sums(k)).where(itemFilter(items)), period).groupBy('day')
        : inPeriod(k(ROLLUP_TABLES.site).select('day', 'views', 'sessions', 'leads', 'clicks'), period);
      const rows = (await query.orderBy('day')) as Record<string, unknown>[];
      return rows.map((row): DailyFigures => ({ date: String(row.day), ...totalsOf(row) }));
    },

    async topItems(period, limit, items) {
      if (items && items.length === 0) return [];
      const k = knex();
      const query = inPeriod(k(ROLLUP_TABLES.items).select('item_type', 'item_id', ...sums(k)), period);
      if (items) query.where(itemFilter(items));
      const rows = (await query
        .groupBy('item_type', 'item_id')
        .orderByRaw('SUM(views) DESC, SUM(leads) + SUM(clicks) DESC, item_type, item_id')
        .limit(limit)) as Record<string, unknown>[];
      return rows.map((row) => ({ type: row.item_type as ItemRef['type'], id: String(row.item_id), ...totalsOf(row) }));
    },

    async plannerFigures(period, items) {
      if (items.length === 0) return [];
      const k = knex();
      const rows = (await inPeriod(
        k(ROLLUP_TABLES.items).select('item_type', 'item_id', k.raw('SUM(views) AS views'), k.raw('SUM(favourites) AS favourites'), k.raw('SUM(routes) AS routes')).where(itemFilter(items)),
        period,
      ).groupBy('item_type', 'item_id')) as Record<string, unknown>[];
      return rows.map((row) => ({ type: row.item_type as ItemRef['type'], id: String(row.item_id), views: num(row.views), favourites: num(row.favourites), routes: num(row.routes) }));
    },

    async topPages(period, limit) {
      const k = knex();
      const rows = (await inPeriod(k(ROLLUP_TABLES.pages).select('path', k.raw('SUM(views) AS views'), k.raw('SUM(sessions) AS sessions')), period)
        .groupBy('path')
        .orderByRaw('SUM(views) DESC, path')
        .limit(limit)) as Record<string, unknown>[];
      return rows.map((row) => ({ path: String(row.path), views: num(row.views), sessions: num(row.sessions) }));
    },

    async devices(period) {
      const k = knex();
      const rows = (await inPeriod(k(ROLLUP_TABLES.devices).select('device', k.raw('SUM(sessions) AS sessions')), period)
        .groupBy('device')
        .orderByRaw('SUM(sessions) DESC, device')) as Record<string, unknown>[];
      return rows.map((row) => ({ device: row.device as DeviceClass, sessions: num(row.sessions) }));
    },

    async referrers(period, limit, items) {
      if (items && items.length === 0) return [];
      const k = knex();
      const query = inPeriod(k(ROLLUP_TABLES.referrers).select('host', k.raw('SUM(views) AS views')), period);
      if (items) query.where(itemFilter(items));
      const rows = (await query.groupBy('host').orderByRaw('SUM(views) DESC, host').limit(limit)) as Record<string, unknown>[];
      return rows.map((row) => ({ host: String(row.host), views: num(row.views) }));
    },
  };
}
