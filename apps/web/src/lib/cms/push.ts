import { z } from 'zod';
import { locales, type Locale } from '@standplaats/shared';
import { visitorHeaders } from '@/lib/auth/visitor';
import { cms, memberCms } from './index';
import { siteOnly } from './site-only';

/** A browser's push subscription as PushSubscription.toJSON() gives it, with the reader's language. */
export const pushSubscriptionSchema = z.strictObject({
  subscription: z.object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  }),
  locale: z.enum(locales),
  // The 7-day renewal: the endpoint this one takes over (its member and reminders go along).
  replaces: z.url({ protocol: /^https?$/ }).max(1000).optional(),
});

/** A signed-in member turning event reminders on or off in this browser. */
export const remindersSchema = pushSubscriptionSchema.omit({ replaces: true }).extend({ on: z.boolean() });

export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;

/** Stores (or refreshes) the subscription in the CMS, through the site-only door. */
export async function savePushSubscription({ subscription, locale, replaces }: PushSubscriptionRequest & { locale: Locale }) {
  await cms.post('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, locale, replaces }, await siteOnly());
}

const remindersAnswer = z.object({ data: z.object({ endpoints: z.array(z.string()) }) });

/** Ties this browser's subscription to the signed-in member for event reminders, or unties it; the browsers where they are on. */
export async function saveEventReminders({ subscription, locale, on }: z.infer<typeof remindersSchema>): Promise<string[]> {
  const body = { endpoint: subscription.endpoint, keys: subscription.keys, locale, on };
  return remindersAnswer.parse(await memberCms.post('/push-subscriptions/reminders', body, { cache: 'no-store', headers: await visitorHeaders() })).data.endpoints;
}

/** The subscriptions (endpoints) of the signed-in member's browsers with event reminders on. */
export async function eventReminderEndpoints(): Promise<string[]> {
  return remindersAnswer.parse(await memberCms.get('/push-subscriptions/reminders', { cache: 'no-store' })).data.endpoints;
}
