import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateSearchQuery, validateSuggestQuery } from '../validation/search';
import { getService } from '../../../services';
import { hasSiteSecret } from '../../../site/site-secret';

/**
 * The header with which the site's server renders a results page it caches for everyone: the
 * reader who asked was limited and counted by `seen`, so this search is neither. Believed only
 * next to the shared secret.
 */
const SEEN_HEADER = 'x-search-seen';

const seenBySite = (ctx: Context) => ctx.request.header[SEEN_HEADER] === '1' && hasSiteSecret(ctx);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /search?q=&locale=&type=&when=&sort=&page=&pageSize= → results, facets, did-you-mean. */
  async find(ctx: Context) {
    const seen = seenBySite(ctx);
    if (!seen) getService(strapi, 'api::search.search').limit(ctx);
    ctx.body = await getService(strapi, 'api::search.search').find(validateSearchQuery(ctx.query), seen);
  },

  /**
   * POST /search/seen?q=&locale=&… (the site only) → 204: a reader asked for the results page of
   * these parameters, which the site serves from its cache. Limited and logged as `find` is.
   */
  async seen(ctx: Context) {
    getService(strapi, 'api::search.search').limit(ctx);
    await getService(strapi, 'api::search.search').seen(validateSearchQuery(ctx.query));
    ctx.status = 204;
  },

  /** GET /search/suggest?q=&locale=&limit= → the best few titles while a reader types. */
  async suggest(ctx: Context) {
    getService(strapi, 'api::search.search').limit(ctx);
    const { q, locale, limit } = validateSuggestQuery(ctx.query);
    ctx.body = { data: await getService(strapi, 'api::search.search').suggest(q, locale, limit) };
  },
});
