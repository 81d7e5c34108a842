import { z } from '@strapi/utils';
import { formLimits, newsletterLists } from '@standplaats/shared';
import { email, formLocale, line } from '../../../site/form-fields';
import { sortLists } from '../../newsletter-subscriber/lists';

const password = z.string({ error: 'password is required' }).min(1, { error: 'password is required' }).max(200);
const token = z.string({ error: 'token is required' }).min(1, { error: 'token is required' }).max(4096);

/** POST /auth/forgot-password: Strapi's body, plus the language of the page it was asked on. */
export const forgotPasswordBody = z.strictObject({ email, locale: formLocale.optional() });

export const profileBody = z.strictObject({ name: line('Name', formLimits.account.name), language: formLocale });

export const changeEmailBody = z.strictObject({ email, password, locale: formLocale.default('nl') });
export const tokenBody = z.strictObject({ token });
export const deleteAccountBody = z.strictObject({ password });

export const newsletterBody = z.strictObject({
  lists: z.array(z.enum(newsletterLists, { error: `Choose from ${newsletterLists.join(', ')}` })).max(10).transform(sortLists),
});

/** What a change-email link carries: whose address changes, and to what. */
export const changeEmailClaims = z.object({ user: z.number().int().positive(), email: z.string() });

export type ProfileBody = z.infer<typeof profileBody>;
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;
