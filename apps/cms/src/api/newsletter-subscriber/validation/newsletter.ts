import { z } from '@strapi/utils';
import { newsletterLists } from '@standplaats/shared';
import { email, locale } from '../../../site/form-fields';
import { sortLists } from '../lists';

const lists = z
  .array(z.enum(newsletterLists, { error: `Choose from ${newsletterLists.join(', ')}` }), { error: 'Choose at least one newsletter' })
  .min(1, { error: 'Choose at least one newsletter' })
  .max(10)
  .transform(sortLists);

const subscribeBody = z.strictObject({ email, locale, lists });
const tokenBody = z.strictObject({ token: z.string({ error: 'token is required' }).min(1).max(4096) });

export type SubscribeBody = z.infer<typeof subscribeBody>;

/** What a confirm token carries: the address, the lists it consents to and the mail's language. */
export const confirmClaims = z.object({ email: z.string(), lists: z.array(z.enum(newsletterLists)).min(1), locale });
export const unsubscribeClaims = z.object({ email: z.string() });
export type ConfirmClaims = z.infer<typeof confirmClaims>;

export { subscribeBody, tokenBody };
