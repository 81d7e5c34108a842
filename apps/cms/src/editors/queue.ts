import type { Core } from '@strapi/strapi';
import { VACANCY_UID } from '../site/open-vacancies';
import { sendMail } from '../utils/mail';
import { EDITORIAL_TYPES, REVIEW } from './editorial';
import { typeLabels } from './labels';
import { ROLE } from './roles';


/** Where members' own changes to their company, its products and its stands wait to be published. */
export const SELF_SERVICE_TYPES = ['api::partner.partner', 'api::product.product', 'api::exhibitor.exhibitor'] as const;

/** What an item in the queue waits for. */
export type Waiting = 'review' | 'moderation' | 'publication';

export type QueueItem = { uid: string; type: string; documentId: string; locale: string | null; title: string; waiting: Waiting; since: string };

type Row = { documentId: string; locale?: string | null } & Record<string, unknown>;

/** Where the admin's home page reads the queue (the "Wacht op review" widget in src/admin/app.tsx). */
export const QUEUE_PATH = '/standplaats/review-queue';

const displayName = (strapi: Core.Strapi, uid: string) => (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { info: { displayName: string } }).info.displayName;
const titleOf = (uid: string, row: Row) => String(row[typeLabels[uid]?.mainField ?? 'documentId'] ?? '').trim() || row.documentId;

/** The drafts waiting for an editor, per kind: what reads them, and the field with the moment each started waiting. */
const SOURCES: { uids: readonly string[]; waiting: Waiting; where: Record<string, unknown>; since: 'updatedAt' | 'submittedAt' }[] = [
  { uids: EDITORIAL_TYPES, waiting: 'review', where: { reviewStatus: REVIEW.submitted }, since: 'updatedAt' },
  { uids: [VACANCY_UID], waiting: 'moderation', where: { listingStatus: 'pending', postedBy: { id: { $notNull: true } } }, since: 'updatedAt' },
  { uids: SELF_SERVICE_TYPES, waiting: 'publication', where: { submittedAt: { $notNull: true } }, since: 'submittedAt' },
];

/**
 * Everything that waits for an editor, oldest first: documents submitted for review, vacancies
 * members posted and company changes members made; each only for whoever may read its type.
 */
export async function reviewQueue(strapi: Core.Strapi, mayRead: (uid: string) => boolean): Promise<QueueItem[]> {
  const reads = SOURCES.flatMap(({ uids, waiting, where, since }) =>
    uids.filter(mayRead).map(async (uid): Promise<QueueItem[]> => {
      // What the queue shows, and no more (an article's body stays in the database).
      const attributes = (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { attributes: Record<string, unknown> }).attributes;
      const select = ['documentId', since, ...['locale', typeLabels[uid]?.mainField].filter((field): field is string => Boolean(field && field in attributes))];
      const rows = (await strapi.db.query(uid as 'api::article.article').findMany({ where: { ...where, publishedAt: null }, select, orderBy: { [since]: 'asc' }, limit: 100 })) as Row[];
      return rows.map((row) => ({ uid, type: displayName(strapi, uid), documentId: row.documentId, locale: row.locale ?? null, title: titleOf(uid, row), waiting, since: new Date(String(row[since])).toISOString() }));
    }),
  );
  const items = (await Promise.all(reads)).flat();
  // Review is per language; moderation and publication are of the whole document (its fields are shared).
  const seen = new Set<string>();
  const once = items.filter(({ uid, documentId, locale, waiting }) => {
    const key = `${uid}:${documentId}:${waiting === 'review' ? locale : ''}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
  return once.sort((a, b) => a.since.localeCompare(b.since));
}

/** The admin's route to the queue, for any admin user; the list holds what their role may read. */
export function registerReviewQueueRoute(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: QUEUE_PATH,
        handler: async (ctx: { state: { userAbility: { can(action: string, subject: string): boolean } }; body: unknown }) => {
          const ability = ctx.state.userAbility;
          ctx.body = { data: await reviewQueue(strapi, (uid) => ability.can('plugin::content-manager.explorer.read', uid)) };
        },
        info: {},
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

const WAITS_FOR: Record<Waiting, string> = { review: 'wacht op review', moderation: 'wacht op moderatie', publication: 'heeft een wijziging die wacht op publicatie' };

/** The admin's edit screen of a document, for links in mails: PUBLIC_URL's, else this machine's (not 0.0.0.0). */
export function adminLink(strapi: Core.Strapi, uid: string, documentId: string, locale: string | null) {
  const admin = new URL(String(strapi.config.get('admin.absoluteUrl')));
  if (['0.0.0.0', '[::]'].includes(admin.hostname)) admin.hostname = 'localhost';
  return `${admin.href.replace(/\/$/, '')}/content-manager/collection-types/${uid}/${documentId}${locale ? `?plugins[i18n][locale]=${locale}` : ''}`;
}

/**
 * Tells every Eindredacteur that something entered the queue, with a link to it. Called when a
 * document is submitted for review, a member posts a vacancy and a member first changes their
 * company, without waiting for it: it never fails, so the change itself stands whatever happens
 * to the mail (a failed one is logged, here or in sendMail).
 */
export async function announceToEditors(strapi: Core.Strapi, item: { uid: string; documentId: string; locale: string | null }) {
  try {
    await announce(strapi, item);
  } catch (error) {
    strapi.log.error(`Could not tell the editors about ${item.uid} ${item.documentId}: ${String(error)}`);
  }
}

async function announce(strapi: Core.Strapi, { uid, documentId, locale }: { uid: string; documentId: string; locale: string | null }) {
  const waiting: Waiting = uid === VACANCY_UID ? 'moderation' : (SELF_SERVICE_TYPES as readonly string[]).includes(uid) ? 'publication' : 'review';
  const row = (await strapi.db.query(uid as 'api::article.article').findOne({ where: { documentId, publishedAt: null, ...(locale && { locale }) } })) as Row | null;
  if (!row) return;
  const editors = (await strapi.db.query('admin::user').findMany({ where: { isActive: true, roles: { code: ROLE.eindredacteur } }, select: ['email'] })) as { email: string }[];
  const type = displayName(strapi, uid);
  const title = titleOf(uid, row);
  for (const { email } of editors) {
    await sendMail(strapi, email, 'nl', {
      subject: `${type} ${WAITS_FOR[waiting]}: ${title}`,
      heading: 'Er wacht iets op je',
      blocks: [
        { paragraph: `${type} ‘${title}’ ${WAITS_FOR[waiting]}. Je vindt het ook op de startpagina van de CMS, onder ‘Wacht op review’.` },
        { button: { label: 'Openen in de CMS', url: adminLink(strapi, uid, documentId, row.locale ?? locale) } },
      ],
    });
  }
}
