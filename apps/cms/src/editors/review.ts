import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { revalidationPaused } from '../site/revalidation';
import { reviewRights } from './callers';
import { isEditorial, NOT_APPROVED, ONLY_EDITORS_APPROVE, REVIEW, type ReviewStatus } from './editorial';
import { announceToEditors } from './queue';

type Params = { documentId?: string; locale?: string | string[]; status?: string; data?: { reviewStatus?: ReviewStatus } & Record<string, unknown> };

const refuse = (message: string) =>
  new errors.ValidationError(message, { errors: [{ path: ['reviewStatus'], message, name: 'ValidationError' }] });

/**
 * Review of the editorial types: concept → ter review → goedgekeurd. Publishing (now, with a
 * write that publishes, or on schedule) needs the approved state, unless the caller may publish
 * without review (callers.ts); only those who may publish approve, and an edit by anyone else
 * takes an approval back. It holds for every way in, since the admin, the REST API and the
 * scheduled task all publish through the document service. Skipped while seeding.
 */
export function registerReview(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (!isEditorial(context.uid) || revalidationPaused() || !['create', 'update', 'publish', 'clone'].includes(context.action)) return next();
    const params = (context.params ?? {}) as Params;
    const rights = reviewRights(strapi, context.uid);
    if (context.action === 'clone') {
      // A copy is a new document: unplanned, and in review from the start unless whoever copies may approve.
      params.data = { ...params.data, publishAt: null, unpublishAt: null, ...(!rights.approve && { reviewStatus: REVIEW.draft }) };
      return next();
    }
    const locales = await localesOf(strapi, params.locale);
    const before = params.documentId ? await draftStatuses(strapi, context.uid, params.documentId, locales) : new Map<string, ReviewStatus>();

    if (context.action !== 'publish' && params.data) {
      const stored = before.get(locales[0]);
      const asked = params.data.reviewStatus;
      if (asked === REVIEW.approved && stored !== REVIEW.approved && !rights.approve) throw refuse(ONLY_EDITORS_APPROVE);
      // An edit that someone who may not approve makes to approved work needs review again.
      if (!rights.approve && stored === REVIEW.approved && (asked === undefined || asked === REVIEW.approved)) params.data.reviewStatus = REVIEW.draft;
    }
    const publishing = context.action === 'publish' || params.status === 'published';
    if (publishing && !rights.publishUnreviewed) {
      const after = context.action === 'publish' ? locales.map((locale) => before.get(locale)) : [params.data?.reviewStatus ?? before.get(locales[0]) ?? REVIEW.draft];
      if (after.some((status) => status !== undefined && status !== REVIEW.approved)) throw refuse(NOT_APPROVED);
    }

    const result = await next();
    const entered = params.data?.reviewStatus === REVIEW.submitted && before.get(locales[0]) !== REVIEW.submitted;
    const documentId = params.documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (entered && documentId) void announceToEditors(strapi, { uid: context.uid, documentId, locale: locales[0] });
    return result;
  });
}

/** The languages a call names: one, several, all ('*'), or the default one when it names none. */
async function localesOf(strapi: Core.Strapi, locale: Params['locale']): Promise<string[]> {
  if (Array.isArray(locale)) return locale;
  if (locale && locale !== '*') return [locale];
  const service = strapi.plugin('i18n').service('locales') as { getDefaultLocale(): Promise<string>; find(): Promise<{ code: string }[]> };
  return locale === '*' ? (await service.find()).map(({ code }) => code) : [await service.getDefaultLocale()];
}

/** The review state of a document's drafts, by language (a language without a draft has none). */
async function draftStatuses(strapi: Core.Strapi, uid: string, documentId: string, locales: string[]) {
  const rows = (await strapi.db.query(uid as 'api::article.article').findMany({
    where: { documentId, locale: { $in: locales }, publishedAt: null },
    select: ['locale', 'reviewStatus'],
  })) as { locale: string; reviewStatus: ReviewStatus | null }[];
  return new Map(rows.map((row) => [row.locale, row.reviewStatus ?? REVIEW.draft]));
}
