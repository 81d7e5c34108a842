import { formLimits, phonePattern, type Length } from '@standplaats/shared';

/** What a field holds: text, the checked values of a checkbox group, or one checkbox. */
export type FieldValue = string | string[] | boolean;
export type FormValues = Record<string, FieldValue>;

/** Error messages per field name; a field without errors has no key. */
export type FieldErrors = Record<string, string[]>;

/** How a field's value is read from the submitted form data. */
export type FieldKind = 'text' | 'checkbox' | 'list';

/**
 * A form's fields and their rules (FormKit rule strings), shared by the browser and the server. A
 * `secret` field (a password) is never sent back to the page, not even after an error.
 */
export type FormRules = Record<string, { rules: string; kind?: FieldKind; secret?: boolean }>;

/** FormKit's length rule for one of the shared form limits (packages/shared/src/forms.ts). */
export const length = ({ min, max }: Length) => `length:${min},${max}`;

/** The rules of an optional phone number, the same in every form. */
export const phone = `matches:/${phonePattern.source}/|${length(formLimits.phone)}`;

/**
 * The rules with each field's translated label, and its own texts for rules where the general
 * one would not say what is wanted: what validation needs to word its messages.
 */
export type FormSpec = Record<string, { rules: string; kind?: FieldKind; secret?: boolean; label: string; messages?: Record<string, string> }>;

/**
 * What a form's server action answers. `values` are what the visitor sent, so a form shown again
 * after an error has lost nothing, except secret fields, which come back empty.
 */
export type FormState<Result = undefined> = {
  status: 'idle' | 'invalid' | 'failed' | 'done';
  values: FormValues;
  fieldErrors: FieldErrors;
  /** A message about the whole form (the send failed, or an error the fields cannot show). */
  message?: string;
  result?: Result;
};

export const idleState = <Result>(values: FormValues = {}): FormState<Result> => ({ status: 'idle', values, fieldErrors: {} });

export const withLabels = (form: FormRules, labels: Record<string, string>, messages: Record<string, Record<string, string>> = {}): FormSpec =>
  Object.fromEntries(Object.entries(form).map(([name, field]) => [name, { ...field, label: labels[name] ?? name, ...(messages[name] && { messages: messages[name] }) }]));

/** A field of a spec by name; asking for one the form does not have is a programming error. */
export function fieldOf(spec: FormSpec, name: string): FormSpec[string] {
  const field = spec[name];
  if (!field) throw new Error(`The form has no field named ${name}.`);
  return field;
}
