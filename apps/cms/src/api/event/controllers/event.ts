import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import type { CitiesService } from '../services/cities';
import { validateCitiesQuery } from '../validation/cities';

export default factories.createCoreController('api::event.event', ({ strapi }) => ({
  /** GET /events/cities → { data: ['Amsterdam', ...] }: the calendar's place filter. */
  async cities(ctx: Context) {
    validateCitiesQuery(ctx.query);
    const cities = strapi.service('api::event.cities') as CitiesService;
    ctx.body = { data: await cities.list() };
  },
}));
