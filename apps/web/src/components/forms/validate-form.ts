import { validate, type Locale } from '@standplaats/validation';
import { fieldOf, type FieldErrors, type FieldValue, type FormSpec, type FormValues } from './types';

/** The empty value of a field of each kind. */
export const emptyValue = (kind: FormSpec[string]['kind']): FieldValue =>
  kind === 'list' ? [] : kind === 'checkbox' ? false : '';

export type FieldResult = { valid: boolean; messages: string[] };

/** Runs one field's rules as a form runs them, with the other fields as context. */
export function validateField(name: string, values: FormValues, spec: FormSpec, locale: Locale): Promise<FieldResult> {
  const field = fieldOf(spec, name);
  return validate(values[name] ?? emptyValue(field.kind), field.rules, { label: field.label, locale, name, form: values, messages: field.messages });
}

/**
 * Every field's blocking errors: the same check in the browser and in the server action, so the
 * server never trusts what the browser said.
 */
export async function validateForm(values: FormValues, spec: FormSpec, locale: Locale): Promise<FieldErrors> {
  const results = await Promise.all(
    Object.keys(spec).map(async (name) => [name, await validateField(name, values, spec, locale)] as const),
  );
  return Object.fromEntries(results.filter(([, result]) => !result.valid).map(([name, result]) => [name, result.messages]));
}

/** The submitted values of a form's fields, by kind: text as typed, a checkbox as a boolean. */
export function readValues(formData: FormData, spec: Pick<FormSpec, string>): FormValues {
  return Object.fromEntries(
    Object.entries(spec).map(([name, { kind = 'text' }]) => {
      if (kind === 'list') return [name, formData.getAll(name).filter((v): v is string => typeof v === 'string')];
      const value = formData.get(name);
      if (kind === 'checkbox') return [name, value !== null && value !== '' && value !== 'false'];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}
