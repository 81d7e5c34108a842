import type { DeviceClass, AnalyticsEventName, TrackedItemType } from '@standplaats/shared';

/**
 * One stored event: the raw, append-only log. No IP address, user agent or e-mail address; the
 * page's path only (no origin, no query string) and the referrer's host only.
 */
export type RawEvent = {
  name: AnalyticsEventName;
  occurredAt: Date;
  /** The UTC day of `occurredAt`, YYYY-MM-DD: the unit of every rollup. */
  day: string;
  session: string | null;
  device: DeviceClass | null;
  path: string | null;
  /** Marketing: the outbound URL that was clicked. */
  url: string | null;
  referrerHost: string | null;
  itemType: TrackedItemType | null;
  itemId: string | null;
  lead: string | null;
  /** The site server's own details of an event (sign-in method, ...); never personal data. */
  data: Record<string, string | number | boolean | null> | null;
};

export type Period = { from: string; to: string };
export type Totals = { views: number; sessions: number; leads: number; clicks: number };
export type DailyFigures = { date: string } & Totals;
export type ItemRef = { type: TrackedItemType; id: string };

/**
 * Where analytics live. The SQL store (sql-store.ts) runs on Strapi's own database, SQLite or
 * PostgreSQL; a very large site would put a ClickHouse store behind the same interface (README).
 */
export interface AnalyticsStore {
  /** Queues rows for the next batch write; resolves once they are stored. */
  record(rows: RawEvent[]): Promise<void>;
  /**
   * Whether a batch may be accepted: not while shutting down, nor with a full buffer (the database
   * is down); the endpoint then refuses rather than loses.
   */
  accepting(): boolean;
  /** Writes everything queued now. */
  flush(): Promise<void>;
  /** (Re)computes the rollups of the days `from` to `to` (one day without it) from the raw events. */
  rollup(from: string, to?: string): Promise<void>;
  /** Deletes raw events of days before `day`; rollups stay. Answers the number deleted. */
  purge(day: string): Promise<number>;
  /** Flushes and stops the timer; later rows are written at once. */
  close(): Promise<void>;

  /** Daily totals of the whole site, or of the given items only (days without events are left out). */
  daily(period: Period, items?: ItemRef[]): Promise<DailyFigures[]>;
  /** The items with the most views (of the given items only, when given). */
  topItems(period: Period, limit: number, items?: ItemRef[]): Promise<Array<ItemRef & Totals>>;
  /** Views, favourites and routes of each of the given items that has any (the fair planner's exhibitors). */
  plannerFigures(period: Period, items: ItemRef[]): Promise<Array<ItemRef & { views: number; favourites: number; routes: number }>>;
  /** The pages with the most views. */
  topPages(period: Period, limit: number): Promise<Array<{ path: string; views: number; sessions: number }>>;
  /** Sessions per device class (summed per day). */
  devices(period: Period): Promise<Array<{ device: DeviceClass; sessions: number }>>;
  /** Views per referrer host (of the given items' pages only, when given). */
  referrers(period: Period, limit: number, items?: ItemRef[]): Promise<Array<{ host: string; views: number }>>;
}
