import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { publishedCities, validateCitiesQuery } from '../../../utils/cities';

export default factories.createCoreController('api::venue.venue', ({ strapi }) => ({
  /** GET /venues/cities → { data: ['Amsterdam', ...] }: the location finder's place filter. */
  async cities(ctx: Context) {
    validateCitiesQuery(ctx.query);
    ctx.body = { data: await publishedCities(strapi, 'api::venue.venue') };
  },
}));
