import { z } from 'zod';
import type { Locale, NewsletterList } from '@standplaats/shared';
import { cms } from './index';
import { siteOnly } from './site-only';

/**
 * Signs an address up; the CMS mails the link that confirms it (double opt-in). Answers the same
 * whether the address was new, waiting or already signed up.
 */
export async function subscribeToNewsletter(request: { email: string; locale: Locale; lists: NewsletterList[] }): Promise<void> {
  await cms.post('/newsletter/subscribe', request, await siteOnly());
}

const confirmedSchema = z.object({ data: z.object({ email: z.string(), lists: z.array(z.string()) }) });

/** Confirms a sign-up from the mailed link's token; throws `InvalidTokenError` for a bad one. */
export async function confirmNewsletter(token: string) {
  return confirmedSchema.parse(await cms.post('/newsletter/confirm', { token }, await siteOnly())).data;
}

/** Signs an address off with the token of its unsubscribe link. */
export async function unsubscribeNewsletter(token: string) {
  return z.object({ data: z.object({ email: z.string() }) }).parse(await cms.post('/newsletter/unsubscribe', { token }, await siteOnly())).data;
}
