import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { getService } from '../../../services';
import { saveBody, validateEvent } from '../validation';

// The signed-in policy has made sure there is a member on both routes.
const memberId = (ctx: Context) => (ctx.state.user as { id: number }).id;

export default factories.createCoreController('api::fair-visit.fair-visit', ({ strapi }) => {
  const service = () => getService(strapi, 'api::fair-visit.fair-visit');
  return {
    /** GET /fair-visits/:event → { data: { event, stands } }: the member's favourites at the fair (none yet is an empty list). */
    async mine(ctx: Context) {
      const event = await validateEvent((ctx.params as { event?: unknown }).event);
      ctx.body = { data: await service().mine(memberId(ctx), event) };
    },

    /** PUT /fair-visits/:event { stands, merge } → { data: { event, stands } }: the list as kept now. */
    async save(ctx: Context) {
      const event = await validateEvent((ctx.params as { event?: unknown }).event);
      const body = validateBody(saveBody)((ctx.request as { body?: unknown }).body);
      ctx.body = { data: await service().save(memberId(ctx), event, body) };
    },
  };
});
