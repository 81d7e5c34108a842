import { isEmpty } from '../empty';
import type { RuleContext, ValidationRule } from '../types';
import { fieldValue, withHints } from './helpers';

export const required: ValidationRule = withHints(
  ({ value }: RuleContext, action = 'default') =>
    action === 'trim' && typeof value === 'string' ? !isEmpty(value.trim()) : !isEmpty(value),
  { skipEmpty: false },
);

const ACCEPTED: unknown[] = ['yes', 'on', '1', 1, true, 'true'];

export const accepted: ValidationRule = withHints(({ value }) => ACCEPTED.includes(value), {
  skipEmpty: false,
});

export const require_one: ValidationRule = withHints(
  ({ value, form }: RuleContext, ...names: string[]) =>
    !isEmpty(value) || names.some((name) => !isEmpty(fieldValue(form, name))),
  { skipEmpty: false },
);

const CONFIRM_SUFFIX = /(_confirm(?:ed)?)$/;

/** `password_confirm` checks against `password`; `password` against `password_confirm`. */
function confirmAddress(name: string): string {
  return CONFIRM_SUFFIX.test(name) ? name.replace(CONFIRM_SUFFIX, '') : `${name}_confirm`;
}

export const confirm: ValidationRule = (
  { value, name, form }: RuleContext,
  address?: string,
  comparison = 'loose',
) => {
  const other = fieldValue(form, address || confirmAddress(name));
  return comparison === 'strict' ? value === other : value == other;
};
