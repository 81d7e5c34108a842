import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { authErrorCode, type AuthErrorCode } from '@/lib/auth/errors';
import type { CmsError } from '@/lib/cms/errors';

/** The text of an identity error code in `locale` (messages `auth.errors`). */
export async function authErrorText(locale: Locale, code: AuthErrorCode): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'auth.errors' });
  return t(code);
}

/** For `submitForm`'s `explain`: the identity error's own text; unknown errors keep the form's generic one. */
export const explainAuthError = (locale: Locale) => async (error: CmsError) => {
  const code = authErrorCode(error);
  return code === 'unknown' ? null : authErrorText(locale, code);
};

/**
 * For the public account forms (sign-up, the password and activation mails): past their per-visitor
 * limit they say what every form says (try again in a minute), not the log-in guard's quarter hour.
 */
export const explainPublicFormError = (locale: Locale) => async (error: CmsError) =>
  error.status === 429 ? null : explainAuthError(locale)(error);
