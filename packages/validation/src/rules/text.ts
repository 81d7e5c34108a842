import type { ValidationRule } from '../types';
import { pickSet } from './helpers';

/** Builds a rule that tests String(value) against a named character set. */
function charsetRule<T extends { default: RegExp }>(sets: T): ValidationRule {
  return ({ value }, set) => pickSet(sets, set).test(String(value));
}

/** ASCII punctuation and symbols: ! to /, : to @, [ to ` and { to ~. */
const SYMBOLS = '!-/:-@[-`{-~';

export const alpha = charsetRule({ default: /^\p{L}+$/u, latin: /^[a-zA-Z]+$/ });

export const alpha_spaces = charsetRule({ default: /^[\p{L} ]+$/u, latin: /^[a-z ]+$/i });

export const alphanumeric = charsetRule({ default: /^[0-9\p{L}]+$/u, latin: /^[0-9a-z]+$/i });

export const lowercase = charsetRule({
  default: /^\p{Ll}+$/u,
  allow_non_alpha: new RegExp(`^[0-9\\p{Ll}${SYMBOLS}]+$`, 'u'),
  allow_numeric: /^[0-9\p{Ll}]+$/u,
  allow_numeric_dashes: /^[0-9\p{Ll}-]+$/u,
  latin: /^[a-z]+$/,
});

export const uppercase = charsetRule({ default: /^\p{Lu}+$/u, latin: /^[A-Z]+$/ });

const ONLY_SYMBOLS = new RegExp(`^[${SYMBOLS}]+$`);
const ANY_SYMBOL = new RegExp(`[${SYMBOLS}]`);

export const symbol: ValidationRule = ({ value }) => ONLY_SYMBOLS.test(String(value));

export const contains_alpha = charsetRule({ default: /\p{L}/u, latin: /[a-zA-Z]/ });

export const contains_alpha_spaces = charsetRule({ default: /[\p{L} ]/u, latin: /[a-z ]/i });

export const contains_alphanumeric = charsetRule({ default: /[0-9\p{L}]/u, latin: /[0-9a-z]/i });

export const contains_lowercase = charsetRule({ default: /\p{Ll}/u, latin: /[a-z]/ });

export const contains_uppercase = charsetRule({ default: /\p{Lu}/u, latin: /[A-Z]/ });

export const contains_numeric: ValidationRule = ({ value }) => /[0-9]/.test(String(value));

export const contains_symbol: ValidationRule = ({ value }) => ANY_SYMBOL.test(String(value));
