import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

const UID = 'api::search-query.search-query';
const KEEP_DAYS = 30;
let cleaned = '';

/** A query that may name a person (an address, a phone or account number) is not kept. */
const personal = (query: string) => /@|\d{5,}|\d[\d ]{7,}/.test(query);

/**
 * Counts a reader's query for the day, with its number of results: what readers look for and do
 * not find, for editors. `typed` is what the reader typed, `query` its folded words: only those
 * are kept (no visitor, no time of day), for 30 days.
 */
export async function recordQuery(strapi: Core.Strapi, typed: string, query: string, locale: string, results: number) {
  const text = query.slice(0, 100).trim();
  if (!text || personal(typed) || personal(text)) return;
  const day = new Date().toISOString().slice(0, 10);
  const rows = strapi.db.query(UID);
  try {
    const found = await rows.findOne({ where: { query: text, language: locale, day } });
    if (found) await rows.update({ where: { id: found.id }, data: { count: (found.count ?? 0) + 1, results, zeroResults: results === 0 } });
    // Written as rows (not documents): a search is no editorial change to revalidate or index.
    else {
      const documentId = randomBytes(12).toString('hex');
      await rows.create({ data: { documentId, publishedAt: new Date(), query: text, language: locale, day, count: 1, results, zeroResults: results === 0 } });
    }
    if (cleaned !== day) {
      cleaned = day;
      const cutoff = new Date(Date.now() - KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      await rows.deleteMany({ where: { day: { $lt: cutoff } } });
    }
  } catch (error) {
    strapi.log.warn(`Search query log failed: ${String(error)}`);
  }
}
