import type { RuleContext, ValidationRule } from '../types';
import { isEmpty } from '../empty';
import { fieldValue } from './helpers';

/** JavaScript's coercing isNaN, which FormKit's numeric rules rely on ('12' is a number, 'abc' is not). */
function notNumeric(value: unknown): boolean {
  return isNaN(value as number);
}

export const number: ValidationRule = ({ value }) => !notNumeric(value);

/** Numbers compare by value; arrays by their length. */
export const min: ValidationRule = ({ value }: RuleContext, minimum = '1') =>
  Array.isArray(value) ? value.length >= Number(minimum) : Number(value) >= Number(minimum);

export const max: ValidationRule = ({ value }: RuleContext, maximum = '10') =>
  Array.isArray(value) ? value.length <= Number(maximum) : Number(value) <= Number(maximum);

/** Inclusive, its bounds in either order, as its message words them (betweenBounds). */
export const between: ValidationRule = ({ value }: RuleContext, from?: string, to?: string) => {
  if (notNumeric(value) || notNumeric(from) || notNumeric(to)) return false;
  const n = Number(value);
  return n >= Math.min(Number(from), Number(to)) && n <= Math.max(Number(from), Number(to));
};

/**
 * At least another field's number (`min_node:salaryMin`), as date_after_or_equal's node rules compare
 * dates: not a FormKit rule, but a form's browser check needs it to say what its server says. Holds
 * while the other field has no number.
 */
export const min_node: ValidationRule = ({ value, form }: RuleContext, address = '') => {
  const other = fieldValue(form, address);
  return isEmpty(other) || notNumeric(other) || Number(value) >= Number(other);
};
