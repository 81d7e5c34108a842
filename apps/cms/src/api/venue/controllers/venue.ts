import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateCitiesQuery } from '../validation/cities';
import { getService } from '../../../services';

export default factories.createCoreController('api::venue.venue', ({ strapi }) => ({
  /** GET /venues/cities → { data: ['Amsterdam', ...] }: the location finder's place filter. */
  async cities(ctx: Context) {
    validateCitiesQuery(ctx.query);
    const cities = getService(strapi, 'api::venue.cities');
    ctx.body = { data: await cities.list() };
  },
}));
