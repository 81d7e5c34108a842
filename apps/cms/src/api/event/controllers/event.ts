import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { publishedCities, validateEventCitiesQuery } from '../../../utils/cities';

export default factories.createCoreController('api::event.event', ({ strapi }) => ({
  /** GET /events/cities?when=upcoming → { data: ['Amsterdam', ...] }: the calendar's place filter. */
  async cities(ctx: Context) {
    const { when } = validateEventCitiesQuery(ctx.query);
    ctx.body = { data: await publishedCities(strapi, 'api::event.event', when) };
  },
}));
