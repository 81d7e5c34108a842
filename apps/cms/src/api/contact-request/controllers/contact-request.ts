import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { requestBody } from '../validation/request';
import { getService } from '../../../services';

export default factories.createCoreController('api::contact-request.contact-request', ({ strapi }) => ({
  /** POST /contact-requests → 201 { data: { documentId, companyName } }; field errors are ValidationError (400). */
  async send(ctx: Context) {
    const request = validateBody(requestBody)((ctx.request as { body?: unknown }).body);
    const service = getService(strapi, 'api::contact-request.contact-request');
    ctx.status = 201;
    ctx.body = { data: await service.send(request) };
  },
}));
