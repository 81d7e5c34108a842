import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { parseLinkId, validateClickBody } from '../validation/click';
import { getService } from '../../../services';

export default factories.createCoreController('api::outbound-link.outbound-link', ({ strapi }) => ({
  /** POST /outbound-links/:id/click → { data: { id, url } } */
  async click(ctx: Context) {
    const id = parseLinkId(ctx.params.id);
    if (id === null) throw new errors.NotFoundError('No such outbound link');
    const body = validateClickBody((ctx.request as { body?: unknown }).body);
    const service = getService(strapi, 'api::outbound-link.outbound-link');
    ctx.body = { data: await service.click(id, body) };
  },
}));
