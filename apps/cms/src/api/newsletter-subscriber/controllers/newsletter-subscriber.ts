import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { subscribeBody, tokenBody } from '../validation/newsletter';
import { getService } from '../../../services';

const body = (ctx: Context) => (ctx.request as { body?: unknown }).body;

export default factories.createCoreController('api::newsletter-subscriber.newsletter-subscriber', ({ strapi }) => {
  const service = () => getService(strapi, 'api::newsletter-subscriber.newsletter-subscriber');
  return {
    /** POST /newsletter/subscribe → 202 { data: { status: 'pending' } }, whatever the address's state. */
    async subscribe(ctx: Context) {
      await service().subscribe(validateBody(subscribeBody)(body(ctx)));
      ctx.status = 202;
      ctx.body = { data: { status: 'pending' } };
    },

    /** POST /newsletter/confirm → { data: { email, lists, locale } }; a bad token is InvalidTokenError (400). */
    async confirm(ctx: Context) {
      ctx.body = { data: await service().confirm(validateBody(tokenBody)(body(ctx)).token) };
    },

    /** POST /newsletter/unsubscribe → { data: { email } }; a bad token is InvalidTokenError (400). */
    async unsubscribe(ctx: Context) {
      ctx.body = { data: await service().unsubscribe(validateBody(tokenBody)(body(ctx)).token) };
    },
  };
});
