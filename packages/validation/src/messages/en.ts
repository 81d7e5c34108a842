import type { MessageContext, MessageText, UiStrings } from '../types';
import { fieldValue } from '../rules/helpers';
import { lengthBounds } from '../rules/strings';
import { betweenBounds, dateMessage, formatDate, list, sentence as s } from './format';

const invalidDate = 'The selected date is invalid.';
const misconfigured = 'This field was configured incorrectly and can’t be submitted.';

const date = (value: unknown) => formatDate(value, 'en');
const or = (items: string[]) => list(items, 'or');
const other = ({ form, args }: MessageContext) => fieldValue(form, args[0] ?? '');

function lengthMessage({ label, args }: MessageContext): string {
  const [min, max] = lengthBounds(args);
  if (min === 1 && max === Infinity) return `${s(label)} must be at least one character.`;
  if (min === 0) return `${s(label)} must be less than or equal to ${max} characters.`;
  if (min === max) return `${s(label)} should be ${max} characters long.`;
  if (max === Infinity) return `${s(label)} must be greater than or equal to ${min} characters.`;
  return `${s(label)} must be between ${min} and ${max} characters.`;
}

const LOWERCASE_EXTRA: Record<string, string> = {
  allow_non_alpha: ', numbers and symbols',
  allow_numeric: ' and numbers',
  allow_numeric_dashes: ', numbers and dashes',
};

export const en = {
  accepted: ({ label }) => `Please accept the ${label}.`,
  alpha: ({ label }) => `${s(label)} can only contain alphabetical characters.`,
  alpha_spaces: ({ label }) => `${s(label)} can only contain letters and spaces.`,
  alphanumeric: ({ label }) => `${s(label)} can only contain letters and numbers.`,
  between: ({ label, args }) => {
    const bounds = betweenBounds(args);
    return bounds ? `${s(label)} must be between ${bounds[0]} and ${bounds[1]}.` : misconfigured;
  },
  confirm: ({ label }) => `${s(label)} does not match.`,
  contains_alpha: ({ label }) => `${s(label)} must contain alphabetical characters.`,
  contains_alphanumeric: ({ label }) => `${s(label)} must contain letters or numbers.`,
  contains_alpha_spaces: ({ label }) => `${s(label)} must contain letters or spaces.`,
  contains_lowercase: ({ label }) => `${s(label)} must contain a lowercase letter.`,
  contains_numeric: ({ label }) => `${s(label)} must contain numbers.`,
  contains_symbol: ({ label }) => `${s(label)} must contain a symbol.`,
  contains_uppercase: ({ label }) => `${s(label)} must contain an uppercase letter.`,
  date_after: dateMessage(invalidDate, 1, ({ label, args }) =>
    args[0] ? `${s(label)} must be after ${date(args[0])}.` : `${s(label)} must be in the future.`,
  ),
  date_after_or_equal: dateMessage(invalidDate, 1, ({ label, args }) =>
    args[0] ? `${s(label)} must be on or after ${date(args[0])}.` : `${s(label)} cannot be in the past.`,
  ),
  date_after_node: dateMessage(invalidDate, 0, (ctx) => `${s(ctx.label)} must be after ${date(other(ctx))}.`),
  date_before: dateMessage(invalidDate, 1, ({ label, args }) =>
    args[0] ? `${s(label)} must be before ${date(args[0])}.` : `${s(label)} must be in the past.`,
  ),
  date_before_or_equal: dateMessage(invalidDate, 1, ({ label, args }) =>
    args[0] ? `${s(label)} must be on or before ${date(args[0])}.` : `${s(label)} cannot be in the future.`,
  ),
  date_before_node: dateMessage(invalidDate, 0, (ctx) => `${s(ctx.label)} must be before ${date(other(ctx))}.`),
  date_between: dateMessage(invalidDate, 2, ({ label, args: [a, b] }) =>
    b
      ? `${s(label)} must be between ${date(a)} and ${date(b)}.`
      : `${s(label)} must be between ${date(new Date())} and ${date(a)}.`,
  ),
  date_format: ({ label, args }) =>
    args[0] ? `${s(label)} is not a valid date, please use the format ${args[0]}` : invalidDate,
  email: 'Please enter a valid email address.',
  ends_with: ({ label, args }) => `${s(label)} doesn’t end with ${or(args)}.`,
  is: ({ label }) => `${s(label)} is not an allowed value.`,
  length: lengthMessage,
  lowercase: ({ label, args }) =>
    `${s(label)} can only contain lowercase letters${LOWERCASE_EXTRA[args[0] ?? ''] ?? ''}.`,
  matches: ({ label }) => `${s(label)} is not an allowed value.`,
  max: ({ label, value, args: [n = '10'] }) =>
    Array.isArray(value) ? `Cannot have more than ${n} ${label}.` : `${s(label)} must be no more than ${n}.`,
  min: ({ label, value, args: [n = '1'] }) =>
    Array.isArray(value) ? `Cannot have fewer than ${n} ${label}.` : `${s(label)} must be at least ${n}.`,
  min_node: (ctx) => `${s(ctx.label)} must be at least ${String(other(ctx))}.`,
  not: ({ label, value }) => `“${String(value)}” is not an allowed ${label}.`,
  number: ({ label }) => `${s(label)} must be a number.`,
  require_one: ({ label, args }) => `${s([label, ...args].join(' or '))} is required.`,
  required: ({ label }) => `${s(label)} is required.`,
  starts_with: ({ label, args }) => `${s(label)} doesn’t start with ${or(args)}.`,
  symbol: ({ label }) => `${s(label)} can only contain symbols.`,
  uppercase: ({ label }) => `${s(label)} can only contain uppercase letters.`,
  url: 'Please enter a valid URL.',
  invalidDate,
} satisfies Record<string, MessageText>;

export const enUi: UiStrings = {
  submit: 'Submit',
  incomplete: 'Sorry, not all fields are filled out correctly.',
  summaryHeader: 'There were errors in your form.',
};
