import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import { uiStrings } from '@standplaats/validation';
import type { Locale } from '@standplaats/shared';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import type { FormStrings } from './form.client';
import { withLabels, type FormRules, type FormSpec } from './types';

/**
 * A form's fields with their labels in a language: the field labels from `{namespace}.fields`
 * (and a field's own texts for rules from `{namespace}.fieldMessages`), the captcha's from
 * `forms`. The page and its server action both build the spec this way, so messages read the
 * same in the browser and from the server.
 */
export async function formSpec(
  form: FormRules,
  namespace: 'newsletter' | 'subscriptions' | 'auth' | 'registrations' | 'myCompany' | 'contact' | 'vacancies.post',
  locale: Locale,
): Promise<FormSpec> {
  // A dotted namespace names a nested one, as next-intl's do.
  const texts = namespace.split('.').reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, await getMessages({ locale })) as {
    fields: Record<string, string>;
    fieldMessages?: Record<string, Record<string, string>>;
  };
  const forms = await getTranslations({ locale, namespace: 'forms' });
  return withLabels(form, { ...texts.fields, [CAPTCHA_FIELD]: forms('captcha') }, texts.fieldMessages);
}

/** The form kit's own texts (spec section 5): submit, incomplete, summary header. */
export const formStrings = (locale: Locale): FormStrings => uiStrings[locale];
