import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import type { Member } from '../services/event-registration';
import { registerBody, validateDocumentId, validatePlacesQuery } from '../validation/registration';
import { getService } from '../../../services';

// The signed-in policy has made sure there is a member on every route that reads one.
const member = (ctx: Context): Member => {
  const { id, email } = ctx.state.user as { id: number; email: string };
  return { id, email };
};

export default factories.createCoreController('api::event-registration.event-registration', ({ strapi }) => {
  const service = () => getService(strapi, 'api::event-registration.event-registration');
  return {
    /** GET /event-registrations/places?events=a,b → { data: [{ event, open, capacity, taken, left }] } */
    async places(ctx: Context) {
      ctx.body = { data: await service().places(validatePlacesQuery(ctx.query).events) };
    },

    /** POST /event-registrations → 201 { data: registration }; refusals are 400 with their own error name. */
    async register(ctx: Context) {
      const body = validateBody(registerBody)((ctx.request as { body?: unknown }).body);
      ctx.status = 201;
      ctx.body = { data: await service().register(member(ctx), body) };
    },

    /** GET /event-registrations/mine → { data: [registration, ...] }, cancelled ones included. */
    async mine(ctx: Context) {
      ctx.body = { data: await service().mine(member(ctx)) };
    },

    /** POST /event-registrations/:documentId/cancel → { data: registration }; not the member's is 404. */
    async cancel(ctx: Context) {
      const documentId = validateDocumentId((ctx.params as { documentId?: unknown }).documentId);
      ctx.body = { data: await service().cancel(member(ctx), documentId) };
    },
  };
});
