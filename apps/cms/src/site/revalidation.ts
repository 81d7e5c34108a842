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
const ATTEMPTS = 2;
const RETRY_AFTER_MS = 1000;

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

/**
 * Asks the site to revalidate a type (and a document of it), for writes that bypass the document
 * service. A busy or restarting site gets a second try a moment later: without it the edit would
 * wait for the site's 300 s fallback.
 */
export async function notifySite(strapi: Core.Strapi, type: string, documentId: string | undefined) {
  const siteUrl = process.env.SITE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!siteUrl || !secret) return;
  const url = `${siteUrl.replace(/\/$/, '')}/api/revalidate`;
  const body = JSON.stringify({ type, documentId });
  for (let attempt = 1; ; attempt++) {
    const failure = await postRevalidation(url, secret, body);
    if (!failure) return;
    if (attempt === ATTEMPTS || failure.final) {
      strapi.log.warn(`Site revalidation of ${type} ${failure.reason}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
  }
}

/** One call to the site; what went wrong, and whether trying again cannot help (a 4xx). */
async function postRevalidation(url: string, secret: string, body: string): Promise<{ reason: string; final: boolean } | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Revalidate-Secret': secret },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return null;
    return { reason: `answered ${response.status}`, final: response.status < 500 };
  } catch (error) {
    return { reason: `failed: ${String(error)}`, final: false };
  }
}
