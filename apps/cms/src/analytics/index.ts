import type { Core } from '@strapi/strapi';
import type { CollectedBatch } from './batch';
import { runsScheduledTasks } from '../utils/scheduled-tasks';
import { createSqlStore } from './sql-store';
import type { AnalyticsStore, RawEvent } from './store';

export type { AnalyticsStore, RawEvent } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
// A browser's clock may be off: a time further from the server's than this is replaced by now.
const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000;

let store: (AnalyticsStore & { ensureTables(): Promise<void>; start(): void }) | null = null;
let lastToday = { day: '', at: 0 };

/** The UTC day of a time, YYYY-MM-DD (the search log's days are UTC too). */
export const dayOf = (time: Date | number) => new Date(time).toISOString().slice(0, 10);

/** Raw events are kept this many days (ANALYTICS_RETENTION_DAYS, 90 when unset); rollups forever. */
export const retentionDays = () => {
  const days = Number(process.env.ANALYTICS_RETENTION_DAYS);
  return Number.isInteger(days) && days > 0 ? days : 90;
};

/** The first day whose raw events are still kept. */
export const firstKeptDay = (now = Date.now()) => dayOf(now - retentionDays() * DAY_MS);

/** The analytics store of this CMS (created on first use). */
export function analyticsStore(strapi: Core.Strapi): AnalyticsStore {
  store ??= createSqlStore(strapi, { flushEveryMs: Number(process.env.ANALYTICS_FLUSH_MS) || 1000 });
  return store;
}

// One machine's names for itself: a site on one of them is the same site on the others.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An origin with its loopback aliases when its host is one (http://localhost:3000 is also http://127.0.0.1:3000). */
export function withLoopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    url.hostname = host;
    return url.origin;
  });
}

/** The origins whose events count, and their hosts (a referrer on one is the site itself). */
export type SiteOrigins = { origins: ReadonlySet<string>; hosts: ReadonlySet<string> };

/** The origins of the site's URLs with their loopback aliases; what is not a URL is left out. */
export function siteOrigins(urls: string[]): SiteOrigins {
  const origins = new Set(
    urls
      .map((url) => url.trim())
      .filter(Boolean)
      .flatMap((url) => {
        try {
          return withLoopbackAliases(url);
        } catch {
          return [];
        }
      }),
  );
  return { origins, hosts: new Set([...origins].map((origin) => new URL(origin).host)) };
}

let configuredOrigins: SiteOrigins | null = null;

/** SITE_URL's and ANALYTICS_SITE_ORIGINS' origins, read once: only events on the site's own pages are counted. */
export const countedOrigins = () =>
  (configuredOrigins ??= siteOrigins([process.env.SITE_URL || 'http://localhost:3000', ...(process.env.ANALYTICS_SITE_ORIGINS ?? '').split(',')]));

const hostOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    const { protocol, host } = new URL(url);
    return ['http:', 'https:'].includes(protocol) && host ? host.toLowerCase().slice(0, 255) : null;
  } catch {
    return null;
  }
};

/**
 * The rows to store for a validated batch: events on other origins are dropped, the page's URL is
 * cut to its path and the referrer to its host (none when it is the site itself).
 */
export function rowsOfBatch({ data: { events, session, device } }: CollectedBatch, { origins, hosts }: SiteOrigins, now = Date.now()): RawEvent[] {
  return events.flatMap((event) => {
    const page = new URL(event.url);
    if (!origins.has(page.origin)) return [];
    const time = Math.abs(event.ts - now) > MAX_CLOCK_SKEW_MS ? now : event.ts;
    const referrerHost = hostOf(event.referrer);
    const occurredAt = new Date(time);
    return [
      {
        name: event.name,
        occurredAt,
        day: dayOf(occurredAt),
        session,
        device,
        path: page.pathname.slice(0, 2048),
        url: event.target ?? null,
        referrerHost: referrerHost && !hosts.has(referrerHost) ? referrerHost : null,
        itemType: event.item?.type ?? null,
        itemId: event.item?.id ?? null,
        lead: event.lead ?? null,
        data: null,
      },
    ];
  });
}

/**
 * Today's rollup on demand (the dashboard asks for the current day), at most every few seconds:
 * the queue is written first, so what was accepted is counted.
 */
export async function rollupToday(strapi: Core.Strapi, minIntervalMs = 2000) {
  const today = dayOf(Date.now());
  if (lastToday.day === today && Date.now() - lastToday.at < minIntervalMs) return;
  const analytics = analyticsStore(strapi);
  await analytics.flush();
  await analytics.rollup(today);
  lastToday = { day: today, at: Date.now() };
}

/**
 * Starts the store (its tables and its one-second writes), the rollup cron (today every five
 * minutes, and yesterday's final figures in the first hour of a day) and the daily purge of raw
 * events past the retention; the two tasks in one process only (utils/scheduled-tasks.ts).
 */
export async function startAnalytics(strapi: Core.Strapi) {
  const analytics = analyticsStore(strapi) as NonNullable<typeof store>;
  await analytics.ensureTables();
  analytics.start();
  if (!runsScheduledTasks()) return;
  strapi.cron.add({
    analyticsRollup: {
      task: async () => {
        try {
          const now = Date.now();
          const yesterday = dayOf(now - DAY_MS);
          if (new Date(now).getUTCHours() === 0 && yesterday >= firstKeptDay(now)) await analytics.rollup(yesterday);
          await rollupToday(strapi, 0);
        } catch (error) {
          strapi.log.error(`Analytics rollup failed: ${String(error)}`);
        }
      },
      options: { rule: process.env.ANALYTICS_ROLLUP_CRON || '*/5 * * * *' },
    },
    analyticsPurge: {
      task: async () => {
        try {
          const deleted = await analytics.purge(firstKeptDay());
          if (deleted > 0) strapi.log.info(`Analytics: deleted ${deleted} raw events older than ${retentionDays()} days`);
        } catch (error) {
          strapi.log.error(`Analytics purge failed: ${String(error)}`);
        }
      },
      options: { rule: '17 3 * * *' },
    },
  });
}

/** Graceful shutdown: everything accepted is written before the database closes. */
export async function stopAnalytics() {
  await store?.close();
}
