import 'server-only';
import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms, memberCms } from './index';
import { siteOnly } from './site-only';

const invitationSchema = z.object({
  company: z.string(),
  inviter: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'member']),
  status: z.enum(['open', 'used', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What an invitation link offers; null for a token the CMS does not know. */
export async function lookUpInvitation(token: string): Promise<Invitation | null> {
  try {
    return z.object({ data: invitationSchema }).parse(await cms.post('/invitations/lookup', { token }, await siteOnly())).data;
  } catch (error) {
    if (error instanceof Error && error.name === 'InvitationUnusableError') return null;
    throw error;
  }
}

/** Invites a colleague to a company the signed-in member administers; the CMS mails the link. */
export async function inviteColleague(invitation: { email: string; partner: string; role: 'admin' | 'member'; locale: Locale }): Promise<void> {
  await memberCms.post('/invitations', invitation, { cache: 'no-store' });
}

/** Makes the signed-in member a member of the invitation's company; the token is then used up. */
export async function acceptInvitation(token: string): Promise<{ company: string; role: string }> {
  const body = await memberCms.post('/invitations/accept', { token }, { cache: 'no-store' });
  const { data } = z.object({ data: z.object({ company: z.object({ name: z.string() }), role: z.string() }) }).parse(body);
  return { company: data.company.name, role: data.role };
}
