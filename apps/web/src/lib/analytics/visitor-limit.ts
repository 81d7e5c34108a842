import { LRUCache } from 'lru-cache';

/**
 * Batches one visitor (one address) may send a minute: STATISTICS_RATE_LIMIT_PER_MINUTE, 120 by
 * default. The tracker sends one every few seconds at most while a page is used (and one as it goes
 * away), so a reader, or a few behind one office's address, stays below it; a script that floods
 * the endpoint is stopped at the site, before the CMS writes anything.
 */
export function batchesPerMinute(value = process.env.STATISTICS_RATE_LIMIT_PER_MINUTE): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : 120;
}

/**
 * Counts each visitor's batches in fixed one-minute windows, in this process's memory (at most
 * `maxVisitors` at a time, the least recent dropped first). With several site processes a visitor
 * gets at most that many times the limit.
 */
export function visitorLimit(max = batchesPerMinute(), windowMs = 60_000, maxVisitors = 100_000) {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: maxVisitors });
  return {
    /** Counts one batch of `visitor`; true when it is over the limit (then it is not counted). */
    over(visitor: string, now = Date.now()): boolean {
      let window = windows.get(visitor);
      if (!window || now - window.start >= windowMs) windows.set(visitor, (window = { start: now, count: 0 }));
      if (window.count >= max) return true;
      window.count += 1;
      return false;
    },
  };
}

/** The site's one limit for POST /api/statistics/. */
export const statisticsLimit = visitorLimit();
