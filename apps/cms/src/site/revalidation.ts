import type { Core } from '@strapi/strapi';
import { siteType } from './paths';

const ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);
// Tracking data, what readers send in (sign-ups, orders) and members' company links: no cached
// page shows them, so nothing to expire. Event registrations are not among them: the places left
// show on cached pages.
const UNCACHED = new Set([
  'api::analytics-event.analytics-event',
  'api::invitation.invitation',
  'api::membership.membership',
  'api::newsletter-subscriber.newsletter-subscriber',
  'api::subscription-order.subscription-order',
]);
const TIMEOUT_MS = 3000;

let paused = false;

/** Whether writes are being made without telling the site (seeding); other middlewares skip then too. */
export const revalidationPaused = () => paused;

/** Runs `work` without telling the site about each write (seeding thousands of documents). */
export async function withoutRevalidation<T>(work: () => Promise<T>): Promise<T> {
  paused = true;
  try {
    return await work();
  } finally {
    paused = false;
  }
}

/**
 * After every write to an editorial document, asks the site to revalidate the tags of that type
 * and document, so an edit shows within seconds without a rebuild. Fire and forget: a site that
 * is down never blocks an editor's save.
 */
export function registerSiteRevalidation(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const watched = !paused && ACTIONS.has(context.action) && context.uid.startsWith('api::') && !UNCACHED.has(context.uid);
    const params = context.params as { documentId?: string } | undefined;
    // The pages of related documents (a product's company) are read before the write too: a
    // deleted product or one moved to another company leaves that company's page.
    const before = watched && params?.documentId ? await relatedDocuments(strapi, context.uid, params.documentId) : [];
    const result = await next();
    if (!watched) return result;

    const documentId = params?.documentId ?? (result as { documentId?: string } | null)?.documentId;
    void notifySite(strapi, siteType(context.uid), documentId);
    const after = documentId ? await relatedDocuments(strapi, context.uid, documentId) : [];
    for (const related of new Set([...before, ...after])) {
      const [type, id] = related.split(':');
      void notifySite(strapi, type, id);
    }
    return result;
  });
}

// The documents whose pages show a document of a type besides its own: a product shows on its
// company's page (`partner:<documentId>`).
const RELATED: Record<string, { relation: string; type: string }> = {
  'api::product.product': { relation: 'partner', type: 'partner' },
};

async function relatedDocuments(strapi: Core.Strapi, uid: string, documentId: string): Promise<string[]> {
  const related = RELATED[uid];
  if (!related) return [];
  const rows = (await strapi.db.query(uid as 'api::product.product').findMany({
    where: { documentId },
    populate: { [related.relation]: { select: ['documentId'] } },
  })) as Record<string, { documentId?: string } | null>[];
  return rows.flatMap((row) => (row[related.relation]?.documentId ? [`${related.type}:${row[related.relation]!.documentId}`] : []));
}

/** Asks the site to revalidate a type (and a document of it), for writes that bypass the document service. */
export async function notifySite(strapi: Core.Strapi, type: string, documentId: string | undefined) {
  const siteUrl = process.env.SITE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!siteUrl || !secret) return;
  try {
    const response = await fetch(`${siteUrl.replace(/\/$/, '')}/api/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Revalidate-Secret': secret },
      body: JSON.stringify({ type, documentId }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) strapi.log.warn(`Site revalidation of ${type} answered ${response.status}`);
  } catch (error) {
    strapi.log.warn(`Site revalidation of ${type} failed: ${String(error)}`);
  }
}
