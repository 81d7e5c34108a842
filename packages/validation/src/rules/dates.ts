import type { RuleContext, ValidationRule } from '../types';
import { fieldValue } from './helpers';

/** Milliseconds since the epoch, NaN when the value is no date. */
export function toTime(value: unknown): number {
  return value instanceof Date ? value.getTime() : Date.parse(String(value));
}

/** The argument's time, or now when the rule was given no argument. */
function compareTime(arg: string | undefined): number {
  return arg ? Date.parse(arg) : Date.now();
}

/** Builds a rule comparing the value with a fixed date (default: now). */
function compareRule(test: (value: number, other: number) => boolean): ValidationRule {
  return ({ value }: RuleContext, arg?: string) => {
    const time = toTime(value);
    return !Number.isNaN(time) && test(time, compareTime(arg));
  };
}

/** Builds a rule comparing the value with another field's date; passes while that field holds no date. */
function nodeRule(test: (value: number, other: number) => boolean): ValidationRule {
  return ({ value, form }: RuleContext, address?: string) => {
    if (!address) return false;
    const other = toTime(fieldValue(form, address));
    if (Number.isNaN(other)) return true;
    const time = toTime(value);
    return !Number.isNaN(time) && test(time, other);
  };
}

export const date_after = compareRule((value, other) => value > other);
export const date_after_or_equal = compareRule((value, other) => value >= other);
export const date_before = compareRule((value, other) => value < other);
export const date_before_or_equal = compareRule((value, other) => value <= other);
export const date_after_node = nodeRule((value, other) => value > other);
export const date_before_node = nodeRule((value, other) => value < other);

/** Inclusive; with a single argument the range runs from now to that date. */
export const date_between: ValidationRule = ({ value }: RuleContext, first?: string, second?: string) => {
  let start = Date.parse(String(first));
  let end = Date.parse(String(second));
  const time = toTime(value);
  if (start && !end) {
    end = start;
    start = Date.now();
  } else if (!start || !time) {
    return false;
  }
  return time >= start && time <= end;
};

const TOKENS: ReadonlyArray<readonly [string, string]> = [
  ['MM', '(0[1-9]|1[012])'],
  ['M', '([1-9]|1[012])'],
  ['DD', '([012][0-9]|3[01])'],
  ['D', '([012]?[0-9]|3[01])'],
  ['YYYY', '\\d{4}'],
  ['YY', '\\d{2}'],
];

/**
 * FormKit's regexForFormat: each token is replaced once, in this order, so
 * the format only checks the shape (2025-02-31 passes YYYY-MM-DD).
 */
export function regexForFormat(format: string): RegExp {
  const escaped = `^${format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
  return new RegExp(TOKENS.reduce((source, [token, pattern]) => source.replace(token, pattern), escaped));
}

export const date_format: ValidationRule = ({ value }: RuleContext, format?: string) =>
  format ? regexForFormat(format).test(String(value)) : !Number.isNaN(Date.parse(String(value)));
