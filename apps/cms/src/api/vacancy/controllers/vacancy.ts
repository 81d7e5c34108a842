import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import type { Member } from '../services/vacancy';
import { editBody, postBody, validateDocumentId, validateLocale, validateSlug } from '../validation/vacancy';
import { getService } from '../../../services';

// The signed-in policy has made sure there is a member on every route that reads one.
const member = (ctx: Context): Member => {
  const { id, email } = ctx.state.user as { id: number; email: string };
  return { id, email };
};
const bodyOf = (ctx: Context) => (ctx.request as { body?: unknown }).body;
const documentIdOf = (ctx: Context) => validateDocumentId((ctx.params as { documentId?: unknown }).documentId);

export default factories.createCoreController('api::vacancy.vacancy', ({ strapi }) => {
  const service = () => getService(strapi, 'api::vacancy.vacancy');
  return {
    /** GET /vacancies/mine → { data: { companies, vacancies } }, every status. */
    async mine(ctx: Context) {
      ctx.body = { data: await service().mine(member(ctx)) };
    },

    /** POST /vacancies/mine → 201 { data: vacancy } (pending); not the member's company is 403. */
    async post(ctx: Context) {
      const body = validateBody(postBody)(bodyOf(ctx));
      ctx.status = 201;
      ctx.body = { data: await service().post(member(ctx), body) };
    },

    /** PUT /vacancies/mine/:documentId → { data: vacancy }, back to pending. */
    async edit(ctx: Context) {
      const documentId = documentIdOf(ctx);
      ctx.body = { data: await service().edit(member(ctx), documentId, validateBody(editBody)(bodyOf(ctx))) };
    },

    /** POST /vacancies/mine/:documentId/filled → { data: vacancy }. */
    async fill(ctx: Context) {
      ctx.body = { data: await service().fill(member(ctx), documentIdOf(ctx)) };
    },

    /** POST /vacancies/mine/:documentId/withdraw → { data: vacancy }. */
    async withdraw(ctx: Context) {
      ctx.body = { data: await service().withdraw(member(ctx), documentIdOf(ctx)) };
    },

    /** GET /vacancies/closed/:slug?locale= → { data: { title, ... } } for an ended vacancy (its page answers 410), else 404. */
    async closed(ctx: Context) {
      const slug = validateSlug((ctx.params as { slug?: unknown }).slug);
      const locale = validateLocale((ctx.query as { locale?: unknown }).locale);
      const found = await service().closed(slug, locale);
      if (!found) throw new errors.NotFoundError('No closed vacancy with this slug');
      ctx.body = { data: found };
    },
  };
});
