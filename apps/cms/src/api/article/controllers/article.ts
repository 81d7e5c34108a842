import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ArchiveService } from '../services/archive';
import { validateArchiveQuery } from '../validation/archive';

export default factories.createCoreController('api::article.article', ({ strapi }) => ({
  /** GET /articles/archive?locale=nl[&year=2026] → { data: [{ year, month, count }] }, newest month first */
  async archive(ctx: Context) {
    const query = validateArchiveQuery(ctx.query);
    const archive = strapi.service('api::article.archive') as ArchiveService;
    ctx.body = { data: await archive.counts(query) };
  },
}));
