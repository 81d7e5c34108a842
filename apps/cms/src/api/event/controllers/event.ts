import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { publishedCities, validateCitiesQuery } from '../../../utils/cities';

export default factories.createCoreController('api::event.event', ({ strapi }) => ({
  /** GET /events/cities → { data: ['Amsterdam', ...] }: the calendar's place filter. */
  async cities(ctx: Context) {
    validateCitiesQuery(ctx.query);
    ctx.body = { data: await publishedCities(strapi, 'api::event.event') };
  },
}));
