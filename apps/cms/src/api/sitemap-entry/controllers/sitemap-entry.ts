import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isSitemapType } from '@standplaats/shared';
import { validatePageQuery } from '../validation/query';
import { getService } from '../../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /sitemap-entries/:type?page=1&pageSize=25000 → { data: [...], meta: { pagination } } */
  async find(ctx: Context) {
    const { type } = ctx.params as { type: string };
    if (!isSitemapType(type)) throw new errors.NotFoundError(`No sitemap entries for ${type}`);
    const query = validatePageQuery(ctx.query);
    const service = getService(strapi, 'api::sitemap-entry.sitemap-entry');
    ctx.body = await service.page(type, query);
  },
});
