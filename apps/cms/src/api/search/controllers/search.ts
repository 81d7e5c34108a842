import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { SearchService } from '../services/search';
import { validateSearchQuery, validateSuggestQuery } from '../validation/search';

const service = (strapi: Core.Strapi) => strapi.service('api::search.search') as unknown as SearchService;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /search?q=&locale=&type=&when=&sort=&page=&pageSize= → results, facets, did-you-mean. */
  async find(ctx: Context) {
    service(strapi).limit(ctx);
    ctx.body = await service(strapi).find(validateSearchQuery(ctx.query));
  },

  /** GET /search/suggest?q=&locale=&limit= → the best few titles while a reader types. */
  async suggest(ctx: Context) {
    service(strapi).limit(ctx);
    const { q, locale, limit } = validateSuggestQuery(ctx.query);
    ctx.body = { data: await service(strapi).suggest(q, locale, limit) };
  },
});
