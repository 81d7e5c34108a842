import type { Core } from '@strapi/strapi';
import { runsScheduledTasks } from '../utils/scheduled-tasks';
import { EDITORIAL_TYPES, REVIEW } from './editorial';

// Every minute by default, so a planned moment is met within one; the test stacks run it every second.
const DEFAULT_SCHEDULE = '* * * * *';

type Due = { documentId: string; locale: string };

/**
 * "Publiceren op" and "Depubliceren op": a task publishes the editorial drafts whose moment has
 * come and unpublishes what is due to go. It publishes through the document service like any
 * publish, so the site is told (revalidation.ts) and review holds (review.ts): a draft nobody has
 * approved waits, and goes out at the first run after its approval. Done moments are cleared.
 * With several CMS processes only the one that runs the scheduled tasks does it.
 */
export function registerScheduledPublishing(strapi: Core.Strapi) {
  if (!runsScheduledTasks()) return;
  strapi.cron.add({
    scheduledPublishing: {
      task: () => runSchedule(strapi).catch((error: unknown) => strapi.log.error(`Scheduled publishing failed: ${String(error)}`)),
      options: { rule: process.env.SCHEDULED_PUBLISHING_CRON || DEFAULT_SCHEDULE, tz: 'Europe/Amsterdam' },
    },
  });
}

async function runSchedule(strapi: Core.Strapi) {
  const now = new Date();
  for (const uid of EDITORIAL_TYPES) {
    const rows = strapi.db.query(uid);
    // In the order of their moments, the longest overdue first.
    const due = async (field: 'publishAt' | 'unpublishAt', where: Record<string, unknown> = {}) =>
      (await rows.findMany({ where: { [field]: { $lte: now }, ...where }, select: ['documentId', 'locale'], orderBy: { [field]: 'asc' }, limit: 100 })) as Due[];
    // A moment that has passed leaves every version of that language, without a new updatedAt.
    const clear = ({ documentId, locale }: Due, field: 'publishAt' | 'unpublishAt') => rows.updateMany({ where: { documentId, locale }, data: { [field]: null } });

    // Only approved drafts: the others would fail the review on every run, and could fill the batch.
    for (const { documentId, locale } of await due('publishAt', { publishedAt: null, reviewStatus: REVIEW.approved })) {
      const document = { documentId, locale };
      try {
        await strapi.documents(uid).publish(document);
        await clear(document, 'publishAt');
        strapi.log.info(`Published ${uid} ${document.documentId} (${document.locale}) as planned`);
      } catch (error) {
        strapi.log.debug(`Planned publication of ${uid} ${document.documentId} (${document.locale}) waits: ${String(error)}`);
      }
    }
    // Set on the draft (a live document's draft saved with it) or already on the published version.
    const going = new Map((await due('unpublishAt')).map(({ documentId, locale }) => [`${documentId}:${locale}`, { documentId, locale }]));
    for (const document of going.values()) {
      const online = (await rows.count({ where: { ...document, publishedAt: { $notNull: true } } })) > 0;
      if (online) await strapi.documents(uid).unpublish(document);
      await clear(document, 'unpublishAt');
      if (online) strapi.log.info(`Unpublished ${uid} ${document.documentId} (${document.locale}) as planned`);
    }
  }
}
