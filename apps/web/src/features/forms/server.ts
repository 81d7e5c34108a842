import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { captcha } from '@/lib/captcha';
import { CmsError } from '@/lib/cms/errors';
import type { FieldErrors, FormSpec, FormState, FormValues } from './types';
import { readValues, validateForm } from './validate-form';

type Submission<Result> = {
  formData: FormData;
  spec: FormSpec;
  locale: Locale;
  /** Public forms check the captcha answer before anything else is done with them. */
  withCaptcha?: boolean;
  /** Sends the checked values on (to the CMS); its field errors come back to the form. */
  send: (values: ReturnType<typeof readValues>) => Promise<Result>;
  /** The text for an error the CMS answered, where the form knows better than "it failed" (log-in). */
  explain?: (error: CmsError) => string | null | Promise<string | null>;
};

/** What the page may show again: what was sent, less the secret fields (passwords). */
const echoable = (values: FormValues, spec: FormSpec): FormValues =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, spec[name]?.secret ? '' : value]));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Field errors from the CMS's validation answer (`details.errors[].path`), for the fields this form has. */
function cmsFieldErrors(error: CmsError, spec: FormSpec, invalid: (label: string) => string): FieldErrors | null {
  if (error.name !== 'ValidationError' || !isRecord(error.details) || !Array.isArray(error.details.errors)) return null;
  const errors: FieldErrors = {};
  for (const entry of error.details.errors) {
    const name = isRecord(entry) && Array.isArray(entry.path) ? String(entry.path[0]) : '';
    const field = spec[name];
    if (!field) return null;
    errors[name] = [invalid(field.label)];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A form's server action, the same for every form: checks the captcha, validates with the same
 * rules the browser ran, sends, and maps what went wrong back onto the fields. Every answer
 * carries the values that were sent, so the form shows them again; secret fields come back empty.
 */
export async function submitForm<Result>({ formData, spec, locale, withCaptcha = false, send, explain }: Submission<Result>): Promise<FormState<Result>> {
  const t = await getTranslations({ locale, namespace: 'forms' });
  const values = readValues(formData, spec);
  const fieldErrors = await validateForm(values, spec, locale);
  if (withCaptcha) {
    // The answer is checked last, so one that is fine is not used up by a form that is not.
    const othersPass = Object.keys(fieldErrors).every((name) => name === captcha.fieldName);
    if (othersPass && !(await captcha.verify(formData))) fieldErrors[captcha.fieldName] = [t('captchaFailed')];
    // An answer is never sent back: a checked one cannot be used twice.
    values[captcha.fieldName] = '';
  }
  const shown = echoable(values, spec);
  if (Object.keys(fieldErrors).length > 0) return { status: 'invalid', values: shown, fieldErrors };

  try {
    return { status: 'done', values: shown, fieldErrors: {}, result: await send(values) };
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    const explained = await explain?.(error);
    if (explained) return { status: 'failed', values: shown, fieldErrors: {}, message: explained };
    if (error.status === 429) return { status: 'failed', values: shown, fieldErrors: {}, message: t('tooMany') };
    const fromCms = cmsFieldErrors(error, spec, (label) => t('invalid', { label }));
    if (fromCms) return { status: 'invalid', values: shown, fieldErrors: fromCms };
    return { status: 'failed', values: shown, fieldErrors: {}, message: t('failed') };
  }
}
