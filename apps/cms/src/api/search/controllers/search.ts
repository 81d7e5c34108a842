import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateSearchQuery, validateSuggestQuery } from '../validation/search';
import { getService } from '../../../services';


export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /search?q=&locale=&type=&when=&sort=&page=&pageSize= → results, facets, did-you-mean. */
  async find(ctx: Context) {
    getService(strapi, 'api::search.search').limit(ctx);
    ctx.body = await getService(strapi, 'api::search.search').find(validateSearchQuery(ctx.query));
  },

  /** GET /search/suggest?q=&locale=&limit= → the best few titles while a reader types. */
  async suggest(ctx: Context) {
    getService(strapi, 'api::search.search').limit(ctx);
    const { q, locale, limit } = validateSuggestQuery(ctx.query);
    ctx.body = { data: await getService(strapi, 'api::search.search').suggest(q, locale, limit) };
  },
});
