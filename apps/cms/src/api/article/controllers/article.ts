import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateArchiveQuery } from '../validation/archive';
import { getService } from '../../../services';

export default factories.createCoreController('api::article.article', ({ strapi }) => ({
  /** GET /articles/archive?locale=nl[&year=2026] → { data: [{ year, month, count }] }, newest month first */
  async archive(ctx: Context) {
    const query = validateArchiveQuery(ctx.query);
    const archive = getService(strapi, 'api::article.archive');
    ctx.body = { data: await archive.counts(query) };
  },
}));
