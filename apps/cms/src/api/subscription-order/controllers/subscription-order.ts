import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { orderBody } from '../validation/order';
import { getService } from '../../../services';

export default factories.createCoreController('api::subscription-order.subscription-order', ({ strapi }) => ({
  /** POST /subscription-orders → 201 { data: { reference } }; field errors are ValidationError (400). */
  async place(ctx: Context) {
    const order = validateBody(orderBody)((ctx.request as { body?: unknown }).body);
    const service = getService(strapi, 'api::subscription-order.subscription-order');
    ctx.status = 201;
    ctx.body = { data: await service.place(order) };
  },
}));
