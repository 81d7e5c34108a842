import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { OutboundLinkService } from '../services/outbound-link';
import { parseLinkId, validateClickBody } from '../validation/click';

export default factories.createCoreController('api::outbound-link.outbound-link', ({ strapi }) => ({
  /** POST /outbound-links/:id/click → { data: { id, url } } */
  async click(ctx: Context) {
    const id = parseLinkId(ctx.params.id);
    if (id === null) throw new errors.NotFoundError('No such outbound link');
    const body = validateClickBody((ctx.request as { body?: unknown }).body);
    const service = strapi.service('api::outbound-link.outbound-link') as OutboundLinkService;
    ctx.body = { data: await service.click(id, body) };
  },
}));
