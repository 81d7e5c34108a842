import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import webpush from 'web-push';
import { sitePath } from '../../../site/paths';

const UID = 'api::push-subscription.push-subscription';
const ARTICLE = 'api::article.article';
const PAGE = 500;

export type PushMessage = { title: string; body: string; url: string; tag: string };
export type SubscribeBody = { endpoint: string; keys: { p256dh: string; auth: string }; locale: 'nl' | 'en' };
export type Delivery = { sent: number; removed: number; failed: number };

type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** The VAPID keys `npm start` writes into apps/cms/.env; without them nothing can be sent. */
function vapidDetails(): VapidDetails {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = process.env;
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) throw new errors.ApplicationError('Push is not configured: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are missing');
  return { subject: process.env.VAPID_SUBJECT || 'mailto:redactie@standplaats.local', publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
}

/**
 * One encrypted, VAPID-signed message to one push service; its status, 0 without an answer.
 * web-push builds the request; fetch sends it, since web-push's own sender speaks https only and
 * the stand-in push service of the tests is plain http on loopback.
 */
async function deliver(subscription: webpush.PushSubscription, message: PushMessage, vapid: VapidDetails) {
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), { vapidDetails: vapid, TTL: 24 * 60 * 60 });
  try {
    const response = await fetch(request.endpoint, { method: request.method, headers: request.headers as Record<string, string>, body: request.body, signal: AbortSignal.timeout(10_000) });
    return response.status;
  } catch {
    return 0;
  }
}

// Articles being sent right now: a second click while the first is under way is refused too.
const sending = new Set<string>();

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Stores a browser's subscription, or refreshes it when the endpoint is known (the 7-day renewal). */
  async subscribe({ endpoint, keys, locale }: SubscribeBody) {
    const data = { endpoint, p256dh: keys.p256dh, auth: keys.auth, locale };
    const existing = await strapi.documents(UID).findFirst({ filters: { endpoint }, fields: ['documentId'] });
    return existing ? strapi.documents(UID).update({ documentId: existing.documentId, data }) : strapi.documents(UID).create({ data });
  },

  /**
   * Sends one message to every subscription in its language (none when `messageFor` gives null).
   * A push service that answers 404 or 410 has dropped the subscription: it is removed here too.
   */
  async sendToAll(messageFor: (locale: 'nl' | 'en') => PushMessage | null): Promise<Delivery> {
    const vapid = vapidDetails();
    const delivery: Delivery = { sent: 0, removed: 0, failed: 0 };
    for (let offset = 0; ; offset += PAGE) {
      const page = await strapi.db.query(UID).findMany({ select: ['id', 'documentId', 'endpoint', 'p256dh', 'auth', 'locale'], orderBy: { id: 'asc' }, offset, limit: PAGE });
      for (const row of page) {
        const message = messageFor(row.locale);
        if (!message) continue;
        const status = await deliver({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, message, vapid);
        if (status >= 200 && status < 300) {
          delivery.sent += 1;
        } else if (status === 404 || status === 410) {
          await strapi.documents(UID).delete({ documentId: row.documentId });
          delivery.removed += 1;
          // The rows after it move up one place.
          offset -= 1;
        } else {
          delivery.failed += 1;
          strapi.log.warn(`push to ${new URL(row.endpoint).host} failed: ${status || 'no answer'}`);
        }
      }
      if (page.length < PAGE) return delivery;
    }
  },

  /**
   * An editor's "send as push" for a published article: its title and excerpt in each language it
   * has, to the readers of that language. Only once per article: a second send is refused.
   */
  async sendArticle(documentId: string): Promise<Delivery> {
    const store = strapi.store({ type: 'api', name: 'push-subscription', key: `article:${documentId}` });
    if (sending.has(documentId) || (await store.get())) throw new errors.ApplicationError('This article has already been sent as a push message', { documentId });
    sending.add(documentId);
    try {
      const versions = new Map<string, PushMessage>();
      for (const locale of ['nl', 'en'] as const) {
        const article = await strapi.documents(ARTICLE).findOne({ documentId, locale, status: 'published', fields: ['title', 'slug', 'excerpt'] });
        const url = article && sitePath(ARTICLE, { slug: article.slug ?? undefined }, locale);
        if (article && url) versions.set(locale, { title: article.title ?? '', body: article.excerpt ?? '', url, tag: `article-${documentId}` });
      }
      if (versions.size === 0) throw new errors.NotFoundError('No published article with this documentId');
      await store.set({ value: { sentAt: new Date().toISOString() } });
      return await this.sendToAll((locale: 'nl' | 'en') => versions.get(locale) ?? versions.get('nl') ?? null);
    } finally {
      sending.delete(documentId);
    }
  },
}));
