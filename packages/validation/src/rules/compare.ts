import type { RuleContext, ValidationRule } from '../types';

export const is: ValidationRule = ({ value }: RuleContext, ...allowed: string[]) =>
  allowed.some((item) => item == value);

export const not: ValidationRule = ({ value }: RuleContext, ...disallowed: string[]) =>
  !disallowed.some((item) => item === value);

const REGEX_LITERAL = /^\/(.*)\/([dgimsuyv]*)$/s;

/** A `/source/flags` argument as a RegExp (null when it does not compile), else the literal string. */
export function toPattern(arg: string): RegExp | string | null {
  const literal = REGEX_LITERAL.exec(arg);
  if (!literal) return arg;
  try {
    return new RegExp(literal[1] ?? '', literal[2]);
  } catch {
    return null;
  }
}

export const matches: ValidationRule = ({ value }: RuleContext, ...patterns: string[]) =>
  patterns.some((arg) => {
    const pattern = toPattern(arg);
    return pattern instanceof RegExp ? pattern.test(String(value)) : pattern === value;
  });
