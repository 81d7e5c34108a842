import { formLimits, locales } from '@standplaats/shared';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { length, type FormRules } from '@/components/forms/types';

// The account forms' fields, checked in the browser and again by their server actions. Password
// rules take the policy's minimum length.

const email = { rules: `required|email|${length(formLimits.email)}` };
const newPassword = (minLength: number) => ({ rules: `required|${length({ ...formLimits.password, min: minLength })}`, secret: true });
const name = { rules: `required|${length(formLimits.account.name)}` };
const repeat = { rules: 'required|confirm', secret: true };
const currentPassword = { rules: 'required', secret: true };
const captcha = { rules: 'required' };

export const loginForm = {
  email,
  password: currentPassword,
} satisfies FormRules;

export const registerForm = (minLength: number) =>
  ({
    name,
    email,
    password: newPassword(minLength),
    password_confirm: repeat,
    terms: { rules: 'accepted', kind: 'checkbox' },
    [CAPTCHA_FIELD]: captcha,
  }) satisfies FormRules;

export const forgotPasswordForm = { email, [CAPTCHA_FIELD]: captcha } satisfies FormRules;

export const resetPasswordForm = (minLength: number) =>
  ({ password: newPassword(minLength), password_confirm: repeat }) satisfies FormRules;

export const resendActivationForm = { email, [CAPTCHA_FIELD]: captcha } satisfies FormRules;

export const acceptInvitationForm = { [CAPTCHA_FIELD]: captcha } satisfies FormRules;

export const profileForm = {
  name,
  language: { rules: `required|is:${locales.join(',')}` },
} satisfies FormRules;

export const changeEmailForm = { email, current_password: currentPassword } satisfies FormRules;

export const changePasswordForm = (minLength: number) =>
  ({ current_password: currentPassword, password: newPassword(minLength), password_confirm: repeat }) satisfies FormRules;

export const newsletterPreferencesForm = { lists: { rules: '', kind: 'list' } } satisfies FormRules;

/** Accounts made through a provider have no password to confirm with; the checkbox does then. */
export const deleteAccountForm = (hasPassword: boolean): FormRules => ({
  ...(hasPassword ? { current_password: currentPassword } : {}),
  confirm_delete: { rules: 'accepted', kind: 'checkbox' },
});

export const inviteForm = {
  email,
  role: { rules: 'required|is:member,admin' },
  partner: { rules: 'required' },
} satisfies FormRules;
