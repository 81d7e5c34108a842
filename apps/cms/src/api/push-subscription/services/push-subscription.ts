import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import webpush from 'web-push';
import { locales, type Locale } from '@standplaats/shared';
import { dutchDate } from '../../../utils/dutch-date';
import { sitePath } from '../../../site/paths';
import { formatWhen } from '../../event-registration/mails';

const UID = 'api::push-subscription.push-subscription';
const ARTICLE = 'api::article.article';
const EVENT = 'api::event.event';
const REGISTRATION = 'api::event-registration.event-registration';
const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 500;

export type PushMessage = { title: string; body: string; url: string; tag: string };
export type SubscribeBody = { endpoint: string; keys: { p256dh: string; auth: string }; locale: Locale; replaces?: string };
export type RemindersBody = Omit<SubscribeBody, 'replaces'> & { on: boolean };
export type Delivery = { sent: number; removed: number; failed: number };

type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** The VAPID keys `npm start` writes into apps/cms/.env; without them nothing can be sent. */
function vapidDetails(): VapidDetails {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = process.env;
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) throw new errors.ApplicationError('Push is not configured: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are missing');
  return { subject: process.env.VAPID_SUBJECT || 'mailto:redactie@standplaats.local', publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
}

/**
 * One encrypted, VAPID-signed message to one push service; its status, or 0 without an answer.
 * web-push builds the request; fetch sends it, since web-push's own sender speaks https only and
 * the stand-in push service of the tests is plain http on loopback.
 */
async function deliver(subscription: webpush.PushSubscription, message: PushMessage, vapid: VapidDetails) {
  try {
    // Throws for keys it cannot encrypt to (rows stored before the keys' length was checked).
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), { vapidDetails: vapid, TTL: 24 * 60 * 60 });
    const response = await fetch(request.endpoint, { method: request.method, headers: request.headers as Record<string, string>, body: request.body, signal: AbortSignal.timeout(10_000) });
    return response.status;
  } catch {
    return 0;
  }
}

// Articles being sent right now: a second click while the first is under way is refused too.
const sending = new Set<string>();

type Row = { documentId: string; endpoint: string; p256dh: string; auth: string; locale: Locale };
const ROW_FIELDS = ['id', 'documentId', 'endpoint', 'p256dh', 'auth', 'locale'];

type ReminderRow = {
  id: number;
  language: Locale;
  event: { documentId: string; title: string; slug: string; startsAt: string; endsAt: string; venueName: string | null; city: string | null; eventStatus: string | null } | null;
  user: { id: number } | null;
};

/** "Morgen: {title}", when and where, and the event's page, in the language the member registered in. */
function reminderMessage(event: NonNullable<ReminderRow['event']>, locale: Locale): PushMessage {
  const place = [event.venueName, event.city].filter(Boolean).join(', ');
  return {
    title: locale === 'en' ? `Tomorrow: ${event.title}` : `Morgen: ${event.title}`,
    body: [formatWhen(event.startsAt, event.endsAt, locale), place].filter(Boolean).join(', '),
    url: sitePath(EVENT, { slug: event.slug }, locale) ?? '/',
    tag: `event-${event.documentId}`,
  };
}

export default factories.createCoreService(UID, ({ strapi }) => {
  /**
   * One message to one stored subscription, counted in `delivery`. A push service that answers
   * 404 or 410 has dropped the subscription: it is removed here too.
   */
  async function pushTo(row: Row, message: PushMessage, vapid: VapidDetails, delivery: Delivery): Promise<'sent' | 'removed' | 'failed'> {
    const status = await deliver({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, message, vapid);
    if (status >= 200 && status < 300) {
      delivery.sent += 1;
      return 'sent';
    }
    if (status === 404 || status === 410) {
      await strapi.documents(UID).delete({ documentId: row.documentId });
      delivery.removed += 1;
      return 'removed';
    }
    delivery.failed += 1;
    strapi.log.warn(`push to ${new URL(row.endpoint).host} failed: ${status || 'no answer'}`);
    return 'failed';
  }

  /** A stored subscription's member and whether it takes reminders; null for an unknown endpoint. */
  async function memberOf(endpoint: string) {
    const row = await strapi.db.query(UID).findOne({ where: { endpoint }, select: ['documentId', 'eventReminders'], populate: { user: { select: ['id'] } } });
    return row as { documentId: string; eventReminders: boolean; user: { id: number } | null } | null;
  }

  /** Sends one message to every subscription in its language (none when `messageFor` gives null). */
  async function sendToAll(messageFor: (locale: Locale) => PushMessage | null): Promise<Delivery> {
    const vapid = vapidDetails();
    const delivery: Delivery = { sent: 0, removed: 0, failed: 0 };
    for (let offset = 0; ; offset += PAGE) {
      const page = (await strapi.db.query(UID).findMany({ select: ROW_FIELDS, orderBy: { id: 'asc' }, offset, limit: PAGE })) as Row[];
      for (const row of page) {
        const message = messageFor(row.locale);
        // A removed row: the rows after it move up one place.
        if (message && (await pushTo(row, message, vapid, delivery)) === 'removed') offset -= 1;
      }
      if (page.length < PAGE) return delivery;
    }
  }

  /** The subscriptions (endpoints) of the member's browsers with event reminders on. */
  async function reminderEndpoints(userId: number): Promise<string[]> {
    const rows = await strapi.db.query(UID).findMany({ where: { user: { id: userId }, eventReminders: true }, select: ['endpoint'], orderBy: { id: 'asc' } });
    return rows.map((row: { endpoint: string }) => row.endpoint);
  }

  return {
    sendToAll,
    reminderEndpoints,

    /**
     * Stores a browser's subscription, or refreshes it when the endpoint is known. At the 7-day
     * renewal the browser has a new endpoint: the one it replaces goes, and its member and
     * reminders move to the new one.
     */
    async subscribe({ endpoint, keys, locale, replaces }: SubscribeBody) {
      const previous = replaces && replaces !== endpoint ? await memberOf(replaces) : null;
      if (previous) await strapi.documents(UID).delete({ documentId: previous.documentId });
      const data = { endpoint, p256dh: keys.p256dh, auth: keys.auth, locale };
      const carried = { eventReminders: previous?.eventReminders ?? false, user: previous?.user?.id ?? null };
      const existing = await strapi.documents(UID).findFirst({ filters: { endpoint }, fields: ['documentId'] });
      const updated = existing && (await strapi.documents(UID).update({ documentId: existing.documentId, data: previous ? { ...data, ...carried } : data }));
      // Also when another request removed it between the two reads.
      return updated || strapi.documents(UID).create({ data: { ...data, ...carried } });
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
        for (const locale of locales) {
          const article = await strapi.documents(ARTICLE).findOne({ documentId, locale, status: 'published', fields: ['title', 'slug', 'excerpt'] });
          const url = article && sitePath(ARTICLE, { slug: article.slug ?? undefined }, locale);
          if (article && url) versions.set(locale, { title: article.title ?? '', body: article.excerpt ?? '', url, tag: `article-${documentId}` });
        }
        if (versions.size === 0) throw new errors.NotFoundError('No published article with this documentId');
        await store.set({ value: { sentAt: new Date().toISOString() } });
        return await sendToAll((locale: Locale) => versions.get(locale) ?? versions.get('nl') ?? null);
      } finally {
        sending.delete(documentId);
      }
    },

    /**
     * A member turns event reminders on or off in one browser: its subscription is stored (or
     * refreshed) and tied to the member while reminders are on. Breaking news stays on either way.
     */
    async setReminders(userId: number, { endpoint, keys, locale, on }: RemindersBody) {
      const data = { endpoint, p256dh: keys.p256dh, auth: keys.auth, locale, eventReminders: on, user: on ? userId : null };
      const existing = await strapi.documents(UID).findFirst({ filters: { endpoint }, fields: ['documentId'] });
      if (existing) await strapi.documents(UID).update({ documentId: existing.documentId, data });
      else await strapi.documents(UID).create({ data });
      return { endpoints: await reminderEndpoints(userId) };
    },

    /** A deleted account: its browsers keep breaking news, but no longer know the member. */
    async forgetMember(userId: number) {
      // One by one: the query layer's updateMany writes columns only, and the member is a relation.
      const rows = await strapi.db.query(UID).findMany({ where: { user: { id: userId } }, select: ['id'] });
      for (const { id } of rows) await strapi.db.query(UID).update({ where: { id }, data: { user: null, eventReminders: false } });
    },

    /**
     * The day before an event (in Dutch time), every member registered for it gets a reminder in
     * each browser where they turned reminders on. Each registration is reminded once; one whose
     * member has no such browser yet is looked at again on the next run, so turning reminders on
     * later that day still brings it.
     */
    async sendEventReminders(now = new Date()): Promise<Delivery & { reminded: number }> {
      const vapid = vapidDetails();
      const tomorrow = dutchDate(new Date(now.getTime() + DAY_MS));
      const delivery = { sent: 0, removed: 0, failed: 0, reminded: 0 };
      const registrations = (await strapi.db.query(REGISTRATION).findMany({
        where: {
          status: 'registered',
          reminderSentAt: null,
          // Wide enough for either offset of Dutch time; the day itself is checked below.
          event: { startsAt: { $gte: `${tomorrow}T00:00:00+02:00`, $lte: `${tomorrow}T23:59:59.999+01:00` } },
        },
        select: ['id', 'language'],
        populate: { event: { select: ['documentId', 'title', 'slug', 'startsAt', 'endsAt', 'venueName', 'city', 'eventStatus'] }, user: { select: ['id'] } },
      })) as ReminderRow[];
      for (const registration of registrations) {
        const { event, user } = registration;
        if (!event || !user || event.eventStatus === 'cancelled' || dutchDate(new Date(event.startsAt)) !== tomorrow) continue;
        const browsers = (await strapi.db.query(UID).findMany({ select: ROW_FIELDS, where: { user: { id: user.id }, eventReminders: true } })) as Row[];
        if (browsers.length === 0) continue;
        const message = reminderMessage(event, registration.language);
        for (const browser of browsers) await pushTo(browser, message, vapid, delivery);
        await strapi.db.query(REGISTRATION).update({ where: { id: registration.id }, data: { reminderSentAt: now } });
        delivery.reminded += 1;
      }
      return delivery;
    },
  };
});
