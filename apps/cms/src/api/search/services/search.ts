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
  find(request: SearchRequest): Promise<SearchAnswer>;
  suggest(q: string, locale: string, limit: number): ReturnType<typeof suggest>;
};

// Typing in the header box asks once per pause (debounced); 120 a minute is a fast typist's
// ceiling, far below what would slow the index for others. SEARCH_RATE_LIMIT raises it (benches).
const perMinute = Number(process.env.SEARCH_RATE_LIMIT ?? 120);
const WINDOW_MS = 60_000;
const searches = new AttemptCounter(WINDOW_MS);

export default ({ strapi }: { strapi: Core.Strapi }): SearchService => ({
  limit(ctx) {
    if (searches.add(clientAddress(ctx)) <= perMinute) return;
    ctx.set('Retry-After', String(WINDOW_MS / 1000));
    throw new errors.RateLimitError('Too many searches: try again in a minute');
  },

  async find(request) {
    const answer = await search(searchStore(strapi), request);
    if (request.page === 1 && !request.type && !request.when) recordQuery(request.q, answer.meta.query, request.locale, answer.meta.total);
    return answer;
  },

  suggest(q, locale, limit) {
    return suggest(searchStore(strapi), q, locale, limit);
  },
});
