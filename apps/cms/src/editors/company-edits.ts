import type { Core } from '@strapi/strapi';
import { errors, z } from '@strapi/utils';
import type { Context } from 'koa';
import { type Change, rejectedEditMail } from '../api/company-listing/mails';
import { sendMail } from '../utils/mail';
import { validateBody } from '../utils/validate-body';
import { revalidationPaused } from '../site/revalidation';
import { announceToEditors, SELF_SERVICE_TYPES } from './queue';

type SelfServiceType = (typeof SELF_SERVICE_TYPES)[number];
const isSelfService = (uid: string): uid is SelfServiceType => (SELF_SERVICE_TYPES as readonly string[]).includes(uid);
const CLEARED = { submittedAt: null, submittedBy: null };

type Stamped = { submittedAt?: string | null; submittedBy?: string | null; name?: string | null; event?: { title?: string | null } | null };

const EXHIBITOR = 'api::exhibitor.exhibitor';
/** What a company admin fills in on a fair's exhibitor entry (api/company-listing/services/exhibitor-entries.ts); the rest is the editors'. */
const EXHIBITORS_OWN = { message: null, messageEn: null, products: [] };
const KIND: Record<SelfServiceType, Change['kind']> = { 'api::partner.partner': 'company', 'api::product.product': 'product', 'api::exhibitor.exhibitor': 'exhibitor' };

/** The address of the signed-in member behind the current request (the site's company pages), if it is one. */
function memberOf(strapi: Core.Strapi): string | null {
  const state = strapi.requestContext.get()?.state as { auth?: { strategy?: { name?: string } }; user?: { email?: string } } | undefined;
  return state?.auth?.strategy?.name === 'users-permissions' && state.user?.email ? state.user.email : null;
}

/** A draft's stamp, and what names it in the member's mail: a company's or product's name, an exhibitor's fair. */
const draftOf = (strapi: Core.Strapi, uid: SelfServiceType, documentId: string) =>
  strapi.db.query(uid).findOne({
    where: { documentId, publishedAt: null },
    select: ['submittedAt', 'submittedBy', ...(uid === EXHIBITOR ? [] : ['name'])],
    ...(uid === EXHIBITOR && { populate: { event: { select: ['title'] } } }),
  }) as Promise<Stamped | null>;

/**
 * A member's change to their company, its products or its stands at fairs waits in the editors' queue: the first
 * change stamps the draft with when and by whom (later ones keep the stamp, so the queue stays in
 * order of arrival) and tells the editors. Publishing clears the stamp; so does rejecting.
 * Skipped while seeding.
 */
export function registerCompanyEdits(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (!isSelfService(context.uid) || revalidationPaused() || !['create', 'update', 'publish'].includes(context.action)) return next();
    const result = await next();
    const documentId = (context.params as { documentId?: string }).documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (!documentId) return result;
    // Stamps go on every language and version at once, without touching updatedAt (which tells drafts from published).
    const stamp = (data: Record<string, unknown>, where: Record<string, unknown> = {}) => strapi.db.query(context.uid).updateMany({ where: { documentId, ...where }, data });
    if (context.action === 'publish') {
      await stamp(CLEARED, { submittedAt: { $notNull: true } });
      return result;
    }
    const member = memberOf(strapi);
    if (member && !(await draftOf(strapi, context.uid, documentId))?.submittedAt) {
      await stamp({ submittedAt: new Date().toISOString(), submittedBy: member });
      void announceToEditors(strapi, { uid: context.uid, documentId, locale: null });
    }
    return result;
  });
}

const rejection = validateBody(z.strictObject({ reason: z.string().trim().min(1, { error: 'Vul de reden in: het lid krijgt haar per mail.' }).max(1000) }));

/** Where the admin's "Wijziging afwijzen" posts (src/admin/app.tsx). */
export const REJECT_PATH = '/standplaats/company-edits/:model/:documentId/reject';

/**
 * Rejecting a member's change: the live version comes back (a product never published goes, an
 * exhibitor never published loses the member's message and products), and
 * the member gets the editors' reason by mail in their language. For those who may publish the type.
 */
export function registerCompanyEditRejection(strapi: Core.Strapi) {
  const reject = async (ctx: Context) => {
    const { model, documentId } = ctx.params as { model: string; documentId: string };
    if (!isSelfService(model)) throw new errors.NotFoundError('Dit soort document kent geen wijzigingen van leden.');
    const ability = (ctx.state as { userAbility: { can(action: string, subject: string): boolean } }).userAbility;
    if (!ability.can('plugin::content-manager.explorer.publish', model)) throw new errors.ForbiddenError('Alleen een eindredacteur kan wijzigingen afwijzen.');
    const { reason } = rejection((ctx.request as { body?: unknown }).body);
    const draft = await draftOf(strapi, model, documentId);
    if (!draft?.submittedAt) throw new errors.NotFoundError('Er wacht geen wijziging van een lid.');

    const live = await strapi.db.query(model).count({ where: { documentId, publishedAt: { $notNull: true } } });
    // A fair's exhibitor is the editors' own entry: never published, it stays, without what the member filled in.
    const isNew = live === 0 && model !== EXHIBITOR;
    if (isNew) {
      await strapi.documents(model).delete({ documentId, locale: '*' });
    } else {
      if (live > 0) await strapi.documents(model).discardDraft({ documentId, locale: '*' });
      // Strapi's input types know no null, which is how a field is emptied.
      else await strapi.documents(EXHIBITOR).update({ documentId, data: EXHIBITORS_OWN as never });
      await strapi.db.query(model).updateMany({ where: { documentId }, data: CLEARED });
    }
    const member = draft.submittedBy
      ? ((await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: draft.submittedBy }, select: ['email', 'language'] })) as { email: string; language?: string | null } | null)
      : null;
    const locale = member?.language === 'en' ? 'en' : 'nl';
    const name = (model === EXHIBITOR ? draft.event?.title : draft.name) ?? '';
    if (member) await sendMail(strapi, member.email, locale, rejectedEditMail(locale, { kind: KIND[model], name, isNew }, reason));
    ctx.body = { data: { rejected: true } };
  };
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [{ method: 'POST', path: REJECT_PATH, handler: reject, info: {}, config: { policies: ['admin::isAuthenticatedAdmin'] } }],
  });
}
