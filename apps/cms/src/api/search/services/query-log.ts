import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

const UID = 'api::search-query.search-query';
const KEEP_DAYS = 30;
// Counted in memory and written once a second in one transaction: a write for every search cost
// each reader 10 to 15 ms on SQLite (bench/README.md). At most this many distinct queries wait.
const FLUSH_MS = 1_000;
const MAX_PENDING = 10_000;

type Counted = { query: string; language: string; day: string; count: number; results: number };
const pending = new Map<string, Counted>();
let cleaned = '';
let timer: NodeJS.Timeout | null = null;
let writing: Promise<void> | null = null;

/** A query that may name a person (an address, a phone or account number) is not kept. */
const personal = (query: string) => /@|\d{5,}|\d[\d ]{7,}/.test(query);

function count(entry: Counted) {
  const key = JSON.stringify([entry.query, entry.language, entry.day]);
  const known = pending.get(key);
  if (known) {
    known.count += entry.count;
    known.results = entry.results;
  } else if (pending.size < MAX_PENDING) pending.set(key, entry);
}

/**
 * Counts a reader's query for the day, with its number of results: what readers look for and do
 * not find, for editors. `typed` is what the reader typed, `query` its folded words: only those
 * are kept (no visitor, no time of day), for 30 days.
 */
export function recordQuery(typed: string, query: string, locale: string, results: number) {
  const text = query.slice(0, 100).trim();
  if (!text || personal(typed) || personal(text)) return;
  count({ query: text, language: locale, day: new Date().toISOString().slice(0, 10), count: 1, results });
}

async function write(strapi: Core.Strapi, entries: Counted[]) {
  const rows = strapi.db.query(UID);
  await strapi.db.transaction(async () => {
    for (const { query, language, day, count: n, results } of entries) {
      const found = await rows.findOne({ where: { query, language, day } });
      const data = { results, zeroResults: results === 0 };
      if (found) await rows.update({ where: { id: found.id }, data: { ...data, count: (found.count ?? 0) + n } });
      // Written as rows (not documents): a search is no editorial change to revalidate or index.
      else await rows.create({ data: { ...data, documentId: randomBytes(12).toString('hex'), publishedAt: new Date(), query, language, day, count: n } });
    }
  });
  const today = new Date().toISOString().slice(0, 10);
  if (cleaned !== today) {
    cleaned = today;
    const cutoff = new Date(Date.now() - KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await rows.deleteMany({ where: { day: { $lt: cutoff } } });
  }
}

/** Writes what was counted since the last time; what cannot be written now waits for the next. */
export async function flushQueries(strapi: Core.Strapi) {
  while (writing) await writing;
  if (pending.size === 0) return;
  const entries = [...pending.values()];
  pending.clear();
  writing = write(strapi, entries)
    .catch((error) => {
      strapi.log.warn(`Search query log failed: ${String(error)}`);
      entries.forEach(count);
    })
    .finally(() => {
      writing = null;
    });
  await writing;
}

export function startQueryLog(strapi: Core.Strapi) {
  timer = setInterval(() => void flushQueries(strapi), FLUSH_MS);
  timer.unref();
}

/** On shutdown: the queries still counted in memory are written. */
export async function stopQueryLog(strapi: Core.Strapi) {
  if (timer) clearInterval(timer);
  timer = null;
  await flushQueries(strapi);
}
