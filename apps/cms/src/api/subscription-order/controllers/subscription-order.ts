import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import type { OrderService } from '../services/subscription-order';
import { orderBody } from '../validation/order';

export default factories.createCoreController('api::subscription-order.subscription-order', ({ strapi }) => ({
  /** POST /subscription-orders → 201 { data: { reference } }; field errors are ValidationError (400). */
  async place(ctx: Context) {
    const order = validateBody(orderBody)((ctx.request as { body?: unknown }).body);
    const service = strapi.service('api::subscription-order.subscription-order') as OrderService;
    ctx.status = 201;
    ctx.body = { data: await service.place(order) };
  },
}));
