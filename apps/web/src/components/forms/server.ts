import 'server-only';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from '@standplaats/shared';
import { captcha } from '@/lib/captcha';
import { CmsError } from '@/lib/cms/errors';
import { setResponseStatus } from '@/lib/errors/response-status';
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

/** The fields the CMS's validation answer names (`details.errors[].path[0]`), in its order; none for another error. */
export function cmsRefusedFields(error: CmsError): string[] {
  if (error.name !== 'ValidationError' || !isRecord(error.details) || !Array.isArray(error.details.errors)) return [];
  return error.details.errors.map((entry) => (isRecord(entry) && Array.isArray(entry.path) ? String(entry.path[0]) : ''));
}

/** Field errors from the CMS's validation answer, for the fields this form has. */
function cmsFieldErrors(error: CmsError, spec: FormSpec, invalid: (label: string) => string): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const name of cmsRefusedFields(error)) {
    const field = spec[name];
    if (!field) return null;
    errors[name] = [invalid(field.label)];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The answer to a server action called with arguments its page never sends: every argument, the
 * bound ones too (the page sends them back with the form), comes from the request. The form's
 * "it failed", answered 400 rather than a 500 for the caller's error.
 */
export async function refuseCall(locale: Locale): Promise<string> {
  setResponseStatus(400);
  return (await getTranslations({ locale, namespace: 'forms' }))('failed');
}

/** The language a server action was called for: the page binds its locale, which the request could change. */
export const languageOf = (locale: string): Locale => (isLocale(locale) ? locale : defaultLocale);

/** A documentId as the CMS makes them, where a page binds one to its form's action. */
export const isDocumentId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9]{1,64}$/.test(value);

/** The form data a server action was called with, or null when the call carried none. */
export const formDataOf = (value: unknown): FormData | null => (value instanceof FormData ? value : null);

/**
 * A form's server action, the same for every form: checks the captcha, validates with the same
 * rules the browser ran, sends, and maps what went wrong back onto the fields. Every answer
 * carries the values that were sent, so the form shows them again; secret fields come back empty.
 */
export async function submitForm<Result>({ formData, spec, locale, withCaptcha = false, send, explain }: Submission<Result>): Promise<FormState<Result>> {
  if (!formDataOf(formData)) return { status: 'failed', values: {}, fieldErrors: {}, message: await refuseCall(locale) };
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
