import type { RuleHints, ValidationRule } from '../types';

/** Attaches FormKit-style hint properties to a rule function. */
export function withHints(rule: ValidationRule, hints: Partial<RuleHints>): ValidationRule {
  return Object.assign(rule, hints);
}

/** The value of another field in the form, like FormKit's `node.at(name)?.value`. */
export function fieldValue(form: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(form, name) ? form[name] : undefined;
}

/** Picks a named character set, falling back to 'default' like FormKit does. */
export function pickSet<T extends { default: RegExp }>(sets: T, set: string | undefined): RegExp {
  const key = set !== undefined && Object.hasOwn(sets, set) ? (set as keyof T) : 'default';
  return sets[key] as RegExp;
}
