import { isEmpty } from '@standplaats/validation';
import type { FieldKind, FieldValue } from './types';
import type { FieldResult } from './validate-form';

/**
 * When a field shows its messages (spec section 5): after leaving it (`blur`), once it changed or
 * was left (`dirty`), at once (`live`), or only after a submit (`submit`). A submit shows them all.
 */
export type Visibility = 'blur' | 'dirty' | 'live' | 'submit';

/** Checkboxes show their messages once ticked or unticked; every other field after leaving it. */
export const defaultVisibility = (kind: FieldKind = 'text'): Visibility => (kind === 'text' ? 'blur' : 'dirty');

export type FieldInput = {
  value: FieldValue;
  /** The value was changed at some point (FormKit's default `touched` dirty behaviour). */
  dirty: boolean;
  blurred: boolean;
  submitted: boolean;
  /** Validation is scheduled or running. */
  pending: boolean;
  /** The last validation's outcome; undefined before the first one settles. */
  result: FieldResult | undefined;
  /** Errors the server gave for the value it was sent. */
  serverErrors: string[];
  visibility: Visibility;
};

/** The field states of spec section 4, and the messages a field shows now. */
export type FieldStatus = {
  blurred: boolean;
  dirty: boolean;
  submitted: boolean;
  /** Has a value that passes every blocking rule, with nothing pending. */
  complete: boolean;
  /** Shows an error: `aria-invalid`. */
  invalid: boolean;
  /** A blocking rule fails (whether or not it shows yet). */
  failing: boolean;
  /** Settled, and no blocking rule fails. */
  passing: boolean;
  settled: boolean;
  empty: boolean;
  messages: string[];
};

export function fieldStatus(input: FieldInput): FieldStatus {
  const { value, dirty, blurred, submitted, pending, result, serverErrors, visibility } = input;
  const empty = isEmpty(value);
  const settled = !pending;
  const failing = result !== undefined && !result.valid;
  const visible =
    visibility === 'live' ||
    submitted ||
    (visibility === 'blur' && blurred) ||
    (visibility === 'dirty' && (dirty || blurred));
  const messages = [...(visible && result ? result.messages : []), ...serverErrors];
  return {
    blurred,
    dirty,
    submitted,
    complete: settled && !failing && !empty && serverErrors.length === 0,
    invalid: (visible && failing) || serverErrors.length > 0,
    failing,
    passing: settled && !failing,
    settled,
    empty,
    messages,
  };
}

/** The states that hold, as `data-*` attributes on the field (the way FormKit exposes them). */
export function stateAttributes(status: FieldStatus): Record<string, ''> {
  const keys = ['blurred', 'dirty', 'submitted', 'complete', 'invalid', 'failing', 'passing', 'settled', 'empty'] as const;
  return Object.fromEntries(keys.filter((key) => status[key]).map((key) => [`data-${key}`, ''] as const));
}
