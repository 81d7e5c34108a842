import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { remindersBody, subscribeBody, validateDocumentId } from '../validation';
import { getService } from '../../../services';

/** The member users-permissions put on the request (the signed-in policy has checked there is one). */
const memberId = (ctx: Context) => (ctx.state as { user: { id: number } }).user.id;

export default factories.createCoreController('api::push-subscription.push-subscription', ({ strapi }) => {
  const service = () => getService(strapi, 'api::push-subscription.push-subscription');
  return {
    /** POST /push-subscriptions/subscribe (from the site) → 201 { data: { documentId } } */
    async subscribe(ctx: Context) {
      const body = validateBody(subscribeBody)((ctx.request as { body?: unknown }).body);
      const { documentId } = await service().subscribe(body);
      ctx.status = 201;
      ctx.body = { data: { documentId } };
    },

    /** POST /push-subscriptions/articles/:documentId (an editor's token) → { data: { sent, removed, failed } } */
    async sendArticle(ctx: Context) {
      const documentId = validateDocumentId((ctx.params as { documentId?: unknown }).documentId);
      ctx.body = { data: await service().sendArticle(documentId) };
    },

    /** POST /push-subscriptions/reminders (a member, through the site) { endpoint, keys, locale, on } → { data: { endpoints } } */
    async setReminders(ctx: Context) {
      const body = validateBody(remindersBody)((ctx.request as { body?: unknown }).body);
      ctx.body = { data: await service().setReminders(memberId(ctx), body) };
    },

    /** GET /push-subscriptions/reminders (a member) → { data: { endpoints } }: the browsers where reminders are on. */
    async reminders(ctx: Context) {
      ctx.body = { data: { endpoints: await service().reminderEndpoints(memberId(ctx)) } };
    },
  };
});
