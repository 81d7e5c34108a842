import { z } from '@strapi/utils';
import { email, locale } from '../../../site/form-fields';

export const inviteBody = z.strictObject({
  email,
  partner: z.string({ error: 'partner is required' }).min(1).max(64),
  role: z.enum(['admin', 'member'], { error: 'role must be admin or member' }).default('member'),
  locale,
});
export const tokenBody = z.strictObject({ token: z.string({ error: 'token is required' }).min(1).max(256) });

export type InviteBody = z.infer<typeof inviteBody>;
