import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Locale } from '@standplaats/shared';
import { sendMail } from '../../utils/mail';
import { revalidationPaused } from '../../site/revalidation';
import { approvedMail, rejectedMail } from './mails';
import { VACANCY_UID } from '../../site/open-vacancies';
import { announceToEditors } from '../../editors/queue';

type Row = { listingStatus?: string | null; publishedAt?: unknown; title?: string; slug?: string; language?: string | null; rejectionReason?: string | null; partner?: { name?: string } | null; postedBy?: { email?: string } | null };
type Params = { documentId?: string; status?: string; data?: { listingStatus?: string; rejectionReason?: string | null } };

const REVIEWABLE = new Set(['pending', 'rejected']);
const NO_REASON = 'Vul de reden van afwijzing in: de plaatser krijgt haar per mail.';

/**
 * Review in the Strapi admin. Editors find pending postings under "Wacht op review" on the admin's
 * home page, then:
 * - approve by publishing it (a pending or rejected vacancy that is published becomes `published`);
 * - reject by setting listingStatus to `rejected` with a rejection reason and saving.
 * The poster gets a mail in their language either way; the Eindredacteuren get one when a
 * member's posting waits for them. An editor's own vacancy (no poster) skips
 * review: publishing it is enough. The status is the same on every version and language of the
 * document, so the public filter (open.ts) reads the right one whatever is published.
 */
export function registerVacancyModeration(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== VACANCY_UID || revalidationPaused() || !['create', 'update', 'publish'].includes(context.action)) return next();
    const params = (context.params ?? {}) as Params;
    if (params.data?.listingStatus === 'rejected' && !params.data.rejectionReason?.trim()) {
      throw new errors.ValidationError(NO_REASON, { errors: [{ path: ['rejectionReason'], message: NO_REASON, name: 'ValidationError' }] });
    }
    const before = params.documentId ? await statusOf(strapi, params.documentId) : { draft: null, published: null };
    const result = await next();
    const documentId = params.documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (!documentId) return result;

    const draft = await versionOf(strapi, documentId, false);
    const publishing = context.action === 'publish' || params.status === 'published';
    let status = draft?.listingStatus ?? 'pending';
    // Publishing approves, unless the same write rejects (REST updates publish by default).
    if (publishing && REVIEWABLE.has(status) && params.data?.listingStatus !== 'rejected') status = 'published';
    if (status !== draft?.listingStatus || (before.published !== null && before.published !== status) || publishing) {
      await strapi.db.query(VACANCY_UID).updateMany({ where: { documentId }, data: { listingStatus: status, ...(status === 'published' && { rejectionReason: null }) } });
    }

    const isPublished = (await strapi.db.query(VACANCY_UID).count({ where: { documentId, publishedAt: { $notNull: true } } })) > 0;
    if (status === 'published' && isPublished && before.published !== 'published') await tellPoster(strapi, documentId, 'approved');
    if (status === 'rejected' && before.draft !== 'rejected') await tellPoster(strapi, documentId, 'rejected');
    // A member's posting, new or changed (and so back in moderation), enters the editors' queue.
    if (status === 'pending' && before.draft !== 'pending' && draft?.postedBy) void announceToEditors(strapi, { uid: VACANCY_UID, documentId, locale: null });
    return result;
  });
}

async function versionOf(strapi: Core.Strapi, documentId: string, published: boolean): Promise<Row | null> {
  const rows = (await strapi.db.query(VACANCY_UID).findMany({
    where: { documentId, publishedAt: published ? { $notNull: true } : { $null: true } },
    populate: { partner: { select: ['name'] }, postedBy: { select: ['email'] } },
  })) as (Row & { locale?: string })[];
  return rows.find((row) => row.locale === 'nl') ?? rows[0] ?? null;
}

async function statusOf(strapi: Core.Strapi, documentId: string) {
  const [draft, published] = await Promise.all([versionOf(strapi, documentId, false), versionOf(strapi, documentId, true)]);
  return { draft: draft?.listingStatus ?? null, published: published?.listingStatus ?? null };
}

async function tellPoster(strapi: Core.Strapi, documentId: string, outcome: 'approved' | 'rejected') {
  const row = await versionOf(strapi, documentId, false);
  const to = row?.postedBy?.email;
  if (!row || !to) return;
  const locale: Locale = row.language === 'en' ? 'en' : 'nl';
  const vacancy = { title: row.title ?? '', slug: row.slug ?? '', company: row.partner?.name ?? '' };
  const content = outcome === 'approved' ? approvedMail(locale, vacancy) : rejectedMail(locale, vacancy, row.rejectionReason ?? '');
  await sendMail(strapi, to, locale, content);
}
