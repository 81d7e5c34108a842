import {
  alpha,
  alpha_spaces,
  alphanumeric,
  contains_alpha,
  contains_alpha_spaces,
  contains_alphanumeric,
  contains_lowercase,
  contains_numeric,
  contains_symbol,
  contains_uppercase,
  lowercase,
  symbol,
  uppercase,
} from './text';
import { accepted, confirm, require_one, required } from './presence';
import { ends_with, email, length, starts_with, url } from './strings';
import { is, matches, not } from './compare';
import { between, max, min, min_node, number } from './numbers';
import {
  date_after,
  date_after_node,
  date_after_or_equal,
  date_before,
  date_before_node,
  date_before_or_equal,
  date_between,
  date_format,
} from './dates';
import { iban } from './iban';
import type { ValidationRule } from '../types';

/** Every FormKit rule plus the custom `iban` rule, by name. */
export const rules = {
  accepted,
  alpha,
  alpha_spaces,
  alphanumeric,
  between,
  confirm,
  contains_alpha,
  contains_alphanumeric,
  contains_alpha_spaces,
  contains_lowercase,
  contains_numeric,
  contains_symbol,
  contains_uppercase,
  date_after,
  date_after_node,
  date_after_or_equal,
  date_before,
  date_before_node,
  date_before_or_equal,
  date_between,
  date_format,
  email,
  ends_with,
  iban,
  is,
  length,
  lowercase,
  matches,
  max,
  min,
  min_node,
  not,
  number,
  require_one,
  required,
  starts_with,
  symbol,
  uppercase,
  url,
} satisfies Record<string, ValidationRule>;

export type RuleName = keyof typeof rules;

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(rules, name);
}
