import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { ValidationRule } from '../types';
import { withHints } from './helpers';

/**
 * A structurally valid IBAN of any registry country: per-country length and
 * BBAN format, national check digits where ibantools knows them, and mod-97.
 * Spaces, dashes and case are ignored. Forced (an empty value fails),
 * blocking, and debounced by 20 ms in a form.
 */
export const iban: ValidationRule = withHints(
  ({ value }) => {
    const electronic = typeof value === 'string' ? electronicFormatIBAN(value) : null;
    return electronic !== null && isValidIBAN(electronic);
  },
  { skipEmpty: false, blocking: true, debounce: 20 },
);
