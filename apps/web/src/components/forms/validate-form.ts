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

/**
 * A value in the shape its field holds, from what a form's markup gives: a list from one value or
 * several, a checkbox ticked by any value but empty or "false", text as it is. A value already in
 * shape stays as it is; none at all is the field's empty value.
 */
export function asFieldValue(kind: FormSpec[string]['kind'], value: FieldValue | null | undefined): FieldValue {
  if (value === null || value === undefined) return emptyValue(kind);
  if (kind === 'list') return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  if (kind === 'checkbox') return typeof value === 'boolean' ? value : typeof value === 'string' && value !== '' && value !== 'false';
  return typeof value === 'string' ? value : '';
}

/** The submitted values of a form's fields, by kind: text as typed, a checkbox as a boolean. */
export function readValues(formData: FormData, spec: Pick<FormSpec, string>): FormValues {
  return Object.fromEntries(
    Object.entries(spec).map(([name, { kind = 'text' }]) => {
      const sent = formData.getAll(name).filter((value): value is string => typeof value === 'string');
      return [name, asFieldValue(kind, kind === 'list' ? sent : sent[0])];
    }),
  );
}
