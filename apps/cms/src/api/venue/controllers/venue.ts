import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import type { VenueCitiesService } from '../services/cities';
import { validateCitiesQuery } from '../validation/cities';

export default factories.createCoreController('api::venue.venue', ({ strapi }) => ({
  /** GET /venues/cities → { data: ['Amsterdam', ...] }: the location finder's place filter. */
  async cities(ctx: Context) {
    validateCitiesQuery(ctx.query);
    const cities = strapi.service('api::venue.cities') as VenueCitiesService;
    ctx.body = { data: await cities.list() };
  },
}));
