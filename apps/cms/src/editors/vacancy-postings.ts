import type { Core } from '@strapi/strapi';
import { revalidationPaused } from '../site/revalidation';
import { VACANCY_UID } from '../site/open-vacancies';
import { announceToEditors } from './queue';

type Draft = { listingStatus?: string | null; postedBy?: { id: number } | null };

const draftOf = (strapi: Core.Strapi, documentId: string) =>
  strapi.db.query(VACANCY_UID).findOne({ where: { documentId, publishedAt: null }, select: ['listingStatus'], populate: { postedBy: { select: ['id'] } } }) as Promise<Draft | null>;

/**
 * A vacancy a member posts, or changes and so sends back to moderation (api/vacancy/moderation.ts),
 * enters the editors' queue: they get a mail. An editor's own vacancy (no poster) does not.
 */
export function registerVacancyPostings(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== VACANCY_UID || revalidationPaused() || !['create', 'update'].includes(context.action)) return next();
    const { documentId: given } = context.params as { documentId?: string };
    const before = given ? await draftOf(strapi, given) : null;
    const result = await next();
    const documentId = given ?? (result as { documentId?: string } | null)?.documentId;
    const after = documentId ? await draftOf(strapi, documentId) : null;
    if (documentId && after?.postedBy && after.listingStatus === 'pending' && before?.listingStatus !== 'pending') {
      void announceToEditors(strapi, { uid: VACANCY_UID, documentId, locale: null });
    }
    return result;
  });
}
