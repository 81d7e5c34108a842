import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { AttemptCounter } from '../../../utils/attempts';
import { clientAddress } from '../../../site/client-address';
import { search, suggest, type SearchAnswer, type SearchRequest } from '../../../search/engine';
import { searchStore } from '../../../search/indexing';
import { recordQuery } from './query-log';

export type SearchService = {
  /** Throws RateLimitError (429, with Retry-After) when this visitor searched too often in the last minute. */
  limit(ctx: Context): void;
  /** The results; a reader's search is kept in the query log unless the site has already `seen` it. */
  find(request: SearchRequest, seen?: boolean): Promise<SearchAnswer>;
  /** A reader asked for a results page the site serves from its cache: kept in the query log as `find` keeps it. */
  seen(request: SearchRequest): Promise<void>;
  suggest(q: string, locale: string, limit: number): ReturnType<typeof suggest>;
};

// Typing in the header box asks once per pause (debounced); 120 a minute is a fast typist's
// ceiling, far below what would slow the index for others. SEARCH_RATE_LIMIT raises it (benches).
const perMinute = Number(process.env.SEARCH_RATE_LIMIT ?? 120);
const WINDOW_MS = 60_000;
const searches = new AttemptCounter(WINDOW_MS, perMinute + 1);

/** The searches the query log keeps: what a reader typed, not their paging and narrowing of it. */
const logged = (request: SearchRequest) => request.page === 1 && !request.type && !request.when;

// A query's folded words and number of results, as the last search found them, so that `seen`
// need not search again for a page the site has cached. Kept a minute (the log's figure follows a
// publish within it), for at most 1,000 queries.
const TOTALS_MS = 60_000;
const MAX_TOTALS = 1_000;
const totals = new Map<string, { query: string; total: number; at: number }>();
const totalKey = (request: SearchRequest) => JSON.stringify([request.q, request.locale]);

function rememberTotal(request: SearchRequest, { meta }: SearchAnswer) {
  const known = { query: meta.query, total: meta.total, at: Date.now() };
  const key = totalKey(request);
  // Last in, last out: the oldest is the first key.
  totals.delete(key);
  if (totals.size >= MAX_TOTALS) totals.delete(totals.keys().next().value as string);
  totals.set(key, known);
  return known;
}

export default ({ strapi }: { strapi: Core.Strapi }): SearchService => ({
  limit(ctx) {
    if (searches.add(clientAddress(ctx)) <= perMinute) return;
    ctx.set('Retry-After', String(WINDOW_MS / 1000));
    throw new errors.RateLimitError('Too many searches: try again in a minute');
  },

  async find(request, seen = false) {
    const answer = await search(searchStore(strapi), request);
    if (!logged(request)) return answer;
    rememberTotal(request, answer);
    if (!seen) recordQuery(request.q, answer.meta.query, request.locale, answer.meta.total);
    return answer;
  },

  async seen(request) {
    if (!logged(request)) return;
    const known = totals.get(totalKey(request));
    // Else the count alone: one result to present, as the page size does not change the count.
    const { query, total } = known && Date.now() - known.at < TOTALS_MS ? known : rememberTotal(request, await search(searchStore(strapi), { ...request, pageSize: 1 }));
    recordQuery(request.q, query, request.locale, total);
  },

  suggest(q, locale, limit) {
    return suggest(searchStore(strapi), q, locale, limit);
  },
});
