import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { contentTypeOf, type RevalidationBody } from '@standplaats/shared';

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
/**
 * A page the site was rendering during a write may have read the document as it was before. The
 * site stores that page after the call, as new, and would serve it until its 300 s fallback; so it
 * is told a second time, once such reads have ended.
 */
export const SETTLE_MS = 5000;

/** Whether writes to documents of `uid` are told to the site. */
export const tellsSite = (uid: string) => uid.startsWith('api::') && !UNCACHED.has(uid);

// Scoped to the work's own calls: an editor's save elsewhere at the same time still tells the site.
const quiet = new AsyncLocalStorage<true>();

/** Whether writes are being made without telling the site (seeding, an import); other middlewares skip then too. */
export const revalidationPaused = () => quiet.getStore() === true;

/** Runs `work` without telling the site about each of its writes (seeding thousands of documents, an import). */
export const withoutRevalidation = <T>(work: () => Promise<T>): Promise<T> => quiet.run(true, work);

/**
 * After every write to an editorial document, asks the site to revalidate that type's lists and
 * the reads of that document: by documentId, by each slug it had before or has after the write (a
 * renamed page must leave its old address) and by its news tags. An edit shows within seconds,
 * without a rebuild. Fire and forget: a site that is down never blocks an editor's save.
 */
export function registerSiteRevalidation(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const watched = !revalidationPaused() && ACTIONS.has(context.action) && tellsSite(context.uid);
    const params = context.params as { documentId?: string } | undefined;
    // Read before the write too: the old slug, the tags taken off, a product's previous company.
    const before = watched && params?.documentId ? await pageKeys(strapi, context.uid, [params.documentId]) : NO_KEYS;
    const result = await next();
    if (!watched) return result;

    const documentId = params?.documentId ?? (result as { documentId?: string } | null)?.documentId;
    const after = documentId ? await pageKeys(strapi, context.uid, [documentId]) : NO_KEYS;
    void notifyKeys(strapi, contentTypeOf(context.uid), documentId, joined(before, after));
    return result;
  });
}

/**
 * Tells the site about writes that bypassed the document service (a status set on every version
 * at once), in batches that keep each call's slugs within what the site takes.
 */
export async function notifyWrites(strapi: Core.Strapi, uid: string, documentIds: string[]) {
  for (let i = 0; i < documentIds.length; i += BATCH) {
    const batch = documentIds.slice(i, i + BATCH);
    // Called without waiting: a failed read still tells the site the type and document.
    const keys = await pageKeys(strapi, uid, batch).catch((error: unknown) => {
      strapi.log.warn(`Site revalidation of ${contentTypeOf(uid)}: the slugs could not be read: ${String(error)}`);
      return NO_KEYS;
    });
    await notifyKeys(strapi, contentTypeOf(uid), batch.length === 1 ? batch[0] : undefined, keys);
  }
}

/** Documents a call names at most: up to two languages and two versions each stay under the site's 1000 slugs. */
const BATCH = 200;

/** What the site's reads of a document are keyed by, besides its documentId. */
type PageKeys = { slugs: string[]; newsTags: string[]; related: string[] };
const NO_KEYS: PageKeys = { slugs: [], newsTags: [], related: [] };
const NEWS_TAG = 'api::tag.tag';

// The documents whose pages show a document of a type besides its own: a product shows on its
// company's page (`partner:<documentId>`).
const RELATED: Record<string, { relation: string; type: string }> = {
  'api::product.product': { relation: 'partner', type: 'partner' },
};

type Attribute = { type: string; target?: string };
type Row = { slug?: string | null; tags?: { slug?: string | null }[] } & Record<string, unknown>;

/** The slugs (every language and version), news tags and related documents of some documents. */
async function pageKeys(strapi: Core.Strapi, uid: string, documentIds: string[]): Promise<PageKeys> {
  const model = strapi.getModel(uid as Parameters<typeof strapi.getModel>[0]) as { attributes?: Record<string, Attribute> } | undefined;
  const attributes = model?.attributes ?? {};
  const slugged = attributes.slug?.type === 'uid';
  const tagged = attributes.tags?.type === 'relation' && attributes.tags.target === NEWS_TAG;
  const related = RELATED[uid];
  if (!slugged && !tagged && !related) return NO_KEYS;
  const rows = (await strapi.db.query(uid as 'api::article.article').findMany({
    where: { documentId: { $in: documentIds } },
    select: slugged ? ['slug'] : ['id'],
    populate: {
      ...(tagged && { tags: { select: ['slug'] } }),
      ...(related && { [related.relation]: { select: ['documentId'] } }),
    },
  })) as Row[];
  const strings = (values: (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];
  const relatedId = (row: Row) => (related ? (row[related.relation] as { documentId?: string } | null)?.documentId : undefined);
  return {
    slugs: strings(rows.map((row) => row.slug)),
    newsTags: strings(rows.flatMap((row) => (row.tags ?? []).map((tag) => tag.slug))),
    related: strings(rows.map((row) => relatedId(row) && `${related!.type}:${relatedId(row)}`)),
  };
}

const joined = (a: PageKeys, b: PageKeys): PageKeys => ({
  slugs: [...new Set([...a.slugs, ...b.slugs])],
  newsTags: [...new Set([...a.newsTags, ...b.newsTags])],
  related: [...new Set([...a.related, ...b.related])],
});

/** One call for the document, one for each related document. */
async function notifyKeys(strapi: Core.Strapi, type: string, documentId: string | undefined, { related, ...keys }: PageKeys) {
  await Promise.all([
    notifySite(strapi, type, documentId, keys),
    ...related.map((key) => {
      // `type:documentId`, as pageKeys makes it.
      const [relatedType, id] = key.split(':') as [string, string];
      return notifySite(strapi, relatedType, id);
    }),
  ]);
}

/** The body of a revalidation call, as the site's `/api/revalidate` reads it. */
export function revalidationBody(type: string, documentId: string | undefined, { slugs = [], newsTags = [] }: { slugs?: string[]; newsTags?: string[] } = {}): RevalidationBody {
  return { type, documentId, ...(slugs.length > 0 && { slugs }), ...(newsTags.length > 0 && { newsTags }) };
}

/**
 * Asks the site to revalidate a type, a document of it and the reads of the document by slug or
 * news tag, now and again after SETTLE_MS. A busy or restarting site gets a second try a moment
 * later: without it the edit would wait for the site's 300 s fallback.
 */
export async function notifySite(strapi: Core.Strapi, type: string, documentId: string | undefined, keys: { slugs?: string[]; newsTags?: string[] } = {}) {
  const siteUrl = process.env.SITE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!siteUrl || !secret) return;
  const url = `${siteUrl.replace(/\/$/, '')}/api/revalidate`;
  const body = JSON.stringify(revalidationBody(type, documentId, keys));
  // A site that is down fails both calls: the log says so once.
  let warned = false;
  const call = async () => {
    const failure = await callSite(url, secret, body);
    if (failure && !warned) strapi.log.warn(`Site revalidation of ${type} ${failure}`);
    warned ||= failure !== null;
  };
  setTimeout(() => void call(), SETTLE_MS).unref();
  await call();
}

/** One revalidation call, with its second try; what went wrong in the end, or null. */
async function callSite(url: string, secret: string, body: string): Promise<string | null> {
  for (let attempt = 1; ; attempt++) {
    const failure = await postRevalidation(url, secret, body);
    if (!failure) return null;
    if (attempt === ATTEMPTS || failure.final) return failure.reason;
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
