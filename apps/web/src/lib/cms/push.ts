import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
import { siteOnly } from './site-only';

/** A browser's push subscription as PushSubscription.toJSON() gives it, with the reader's language. */
export const pushSubscriptionSchema = z.strictObject({
  subscription: z.object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  }),
  locale: z.enum(['nl', 'en']),
});

export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;

/** Stores (or refreshes) the subscription in the CMS, through the site-only door. */
export async function savePushSubscription({ subscription, locale }: PushSubscriptionRequest & { locale: Locale }) {
  await cms.post('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, locale }, await siteOnly());
}
