import 'server-only';
import { z } from 'zod';
import { locales, newsletterLists, type Locale, type NewsletterList } from '@standplaats/shared';
import { cms, memberCms } from './index';
import { siteOnly } from './site-only';

const noStore = { cache: 'no-store' as const };
const language = z.enum(locales);
const lists = z.array(z.string()).transform((values) => values.filter((list): list is NewsletterList => (newsletterLists as readonly string[]).includes(list)));

const profileSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  language,
  confirmed: z.boolean(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
});
const newsletterSchema = z.object({ status: z.string(), lists });
const overviewSchema = z.object({
  data: z.object({
    profile: profileSchema,
    memberships: z.array(z.object({ company: z.object({ documentId: z.string(), name: z.string() }), role: z.enum(['admin', 'member']) })),
    invitations: z.array(z.object({ email: z.string(), company: z.string(), role: z.string(), expiresAt: z.string() })),
    newsletter: newsletterSchema.nullable(),
  }),
});

export type AccountOverview = z.infer<typeof overviewSchema>['data'];
export type Membership = AccountOverview['memberships'][number];

/** GET /account: the signed-in member's profile, companies, open invitations and newsletters. */
export async function getAccount(): Promise<AccountOverview> {
  return overviewSchema.parse(await memberCms.get('/account', noStore)).data;
}

export async function updateProfile(profile: { name: string; language: Locale }) {
  return z.object({ data: profileSchema }).parse(await memberCms.request('PUT', '/account/profile', { ...noStore, body: profile })).data;
}

/** Mails a confirm link to the new address; the change waits until it is followed. */
export async function requestEmailChange(request: { email: string; password: string; locale: Locale }): Promise<void> {
  await memberCms.post('/account/email', request, noStore);
}

/** Confirms an address change from its mailed link (which may open signed out). */
export async function confirmEmailChange(token: string): Promise<string> {
  return z.object({ data: z.object({ email: z.string() }) }).parse(await cms.post('/account/email/confirm', { token }, await siteOnly())).data.email;
}

export async function setNewsletterLists(chosen: NewsletterList[]) {
  return z.object({ data: newsletterSchema }).parse(await memberCms.request('PUT', '/account/newsletter', { ...noStore, body: { lists: chosen } })).data;
}

/** GET /account/export: everything the CMS holds about the member, as JSON. */
export async function exportAccount(): Promise<unknown> {
  return memberCms.get('/account/export', noStore);
}

/** Voids every token of the member, on every device, the one of this request too. */
export async function revokeAllSessions(): Promise<void> {
  await memberCms.post('/account/logout-everywhere', {}, noStore);
}

/** Deletes the account; the password confirms it is the member who asks. */
export async function deleteAccount(password: string): Promise<void> {
  await memberCms.post('/account/delete', { password }, noStore);
}
