import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateCitiesQuery } from '../validation/cities';
import { getService } from '../../../services';

export default factories.createCoreController('api::event.event', ({ strapi }) => ({
  /** GET /events/cities → { data: ['Amsterdam', ...] }: the calendar's place filter. */
  async cities(ctx: Context) {
    validateCitiesQuery(ctx.query);
    const cities = getService(strapi, 'api::event.cities');
    ctx.body = { data: await cities.list() };
  },
}));
