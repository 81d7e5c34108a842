import { factories } from '@strapi/strapi';
import { type Locale, type NewsletterList, newsletterLists, paths } from '@standplaats/shared';
import { sendMail } from '../../../utils/mail';
import { siteLink } from '../../../site/paths';
import { InvalidTokenError, signToken, verifyToken } from '../../../utils/signed-tokens';
import { sortLists } from '../lists';
import { confirmMail } from '../mails';
import { confirmClaims, unsubscribeClaims, type SubscribeBody } from '../validation/newsletter';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';
const CONFIRM_DAYS = 7;

type Status = 'pending' | 'confirmed' | 'unsubscribed';
type Subscriber = { documentId: string; email: string; language: Locale; lists: NewsletterList[]; status: Status };
type Row = { documentId: string; email?: string | null; language?: Locale | null; lists?: unknown; status?: Status | null };

const isList = (value: unknown): value is NewsletterList => newsletterLists.includes(value as NewsletterList);

/** A stored row as this service reads it; lists an editor mistyped in the admin are dropped. */
const toSubscriber = (row: Row): Subscriber => ({
  documentId: row.documentId,
  email: row.email ?? '',
  language: row.language ?? 'nl',
  lists: Array.isArray(row.lists) ? sortLists(row.lists.filter(isList)) : [],
  status: row.status ?? 'pending',
});

export type NewsletterService = {
  /** Stores the request and mails the confirm link; the caller learns nothing about the address. */
  subscribe(input: SubscribeBody): Promise<void>;
  /** Records consent for the token's lists; a confirmed subscriber keeps earlier lists too. */
  confirm(token: string): Promise<{ email: string; lists: NewsletterList[]; locale: Locale }>;
  /** Signs the token's address off every list; again and again if need be. */
  unsubscribe(token: string): Promise<{ email: string }>;
  /** What `email` receives now (confirmed lists), for the member's account page. */
  preferences(email: string): Promise<{ status: Status; lists: NewsletterList[] } | null>;
  /**
   * Sets a signed-in member's lists: their address is confirmed already, so this is their consent,
   * recorded now. No lists signs them off.
   */
  setPreferences(email: string, lists: NewsletterList[], language: Locale): Promise<{ status: Status; lists: NewsletterList[] }>;
  /** Removes every trace of `email` (a deleted account). */
  forget(email: string): Promise<void>;
};

/** The claims of a token, or InvalidTokenError when they are not what this API signed. */
function claimsOf<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, purpose: string, token: string): T {
  const parsed = schema.safeParse(verifyToken(purpose, token));
  if (!parsed.success) throw new InvalidTokenError();
  return parsed.data;
}

export default factories.createCoreService(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID);
  const find = async (email: string) => {
    const row = await documents().findFirst({ filters: { email } });
    return row ? toSubscriber(row) : null;
  };

  /** The subscriber of `email`, made pending when new; a concurrent first sign-up wins the unique index. */
  async function findOrCreate(data: Omit<Subscriber, 'documentId' | 'status'>): Promise<{ subscriber: Subscriber; created: boolean }> {
    const existing = await find(data.email);
    if (existing) return { subscriber: existing, created: false };
    try {
      const row = await documents().create({ data: { ...data, status: 'pending', requestedAt: new Date().toISOString() } });
      const subscriber = toSubscriber(row);
      return { subscriber, created: true };
    } catch (error) {
      const raced = await find(data.email);
      if (!raced) throw error;
      return { subscriber: raced, created: false };
    }
  }

  return {
    async subscribe({ email, locale, lists }: SubscribeBody) {
      const { subscriber, created } = await findOrCreate({ email, language: locale, lists });
      // A confirmed reader keeps what they have; the link below adds the new lists once followed.
      if (!created && subscriber.status !== 'confirmed') {
        await documents().update({
          documentId: subscriber.documentId,
          data: { language: locale, lists, status: 'pending', requestedAt: new Date().toISOString() },
        });
      }
      const confirmToken = signToken('newsletter-confirm', { email, lists, locale }, { ttlSeconds: CONFIRM_DAYS * 86_400 });
      const unsubscribeToken = signToken('newsletter-unsubscribe', { email });
      await sendMail(strapi, email, locale, confirmMail(locale, {
        lists,
        confirmUrl: siteLink(paths.confirmNewsletter, locale, { token: confirmToken }),
        unsubscribeUrl: siteLink(paths.unsubscribeNewsletter, locale, { token: unsubscribeToken }),
        validDays: CONFIRM_DAYS,
      }));
    },

    async confirm(token: string) {
      const claims = claimsOf(confirmClaims, 'newsletter-confirm', token);
      const subscriber = await find(claims.email);
      // An address an editor has removed is not brought back by an old link.
      if (!subscriber) throw new InvalidTokenError();
      const lists = sortLists(subscriber.status === 'confirmed' ? [...subscriber.lists, ...claims.lists] : claims.lists);
      await documents().update({
        documentId: subscriber.documentId,
        data: { lists, language: claims.locale, status: 'confirmed', consentAt: new Date().toISOString() },
      });
      return { email: subscriber.email, lists, locale: claims.locale };
    },

    async preferences(email: string) {
      const subscriber = await find(email);
      return subscriber ? { status: subscriber.status, lists: subscriber.status === 'confirmed' ? subscriber.lists : [] } : null;
    },

    async setPreferences(email: string, lists: NewsletterList[], language: Locale) {
      const now = new Date().toISOString();
      const data = lists.length > 0
        ? { lists, language, status: 'confirmed' as const, consentAt: now }
        : { status: 'unsubscribed' as const, unsubscribedAt: now };
      const existing = await find(email);
      if (existing) await documents().update({ documentId: existing.documentId, data });
      else if (lists.length > 0) await documents().create({ data: { email, language, lists, status: 'confirmed', requestedAt: now, consentAt: now } });
      return { status: data.status, lists: lists.length > 0 ? sortLists(lists) : [] };
    },

    async forget(email: string) {
      const subscriber = await find(email);
      if (subscriber) await documents().delete({ documentId: subscriber.documentId });
    },

    async unsubscribe(token: string) {
      const { email } = claimsOf(unsubscribeClaims, 'newsletter-unsubscribe', token);
      const subscriber = await find(email);
      if (subscriber && subscriber.status !== 'unsubscribed') {
        await documents().update({
          documentId: subscriber.documentId,
          data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
        });
      }
      return { email };
    },
  };
});
