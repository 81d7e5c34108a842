import { isEmpty } from './empty';
import { isRuleName, rules } from './rules';
import type { FormContext, RuleContext } from './types';

export function ruleContext(value: unknown, ctx: FormContext = {}): RuleContext {
  return { value, name: ctx.name ?? '', form: ctx.form ?? {} };
}

/**
 * True when the named rule, run as a form runs it, raises no error: a rule
 * that skips empty values passes them without running. Throws on an unknown
 * rule name, since that is a programming error rather than invalid input.
 */
export function checkRule(
  rule: string,
  value: unknown,
  args: string[],
  ctx?: FormContext,
): boolean | Promise<boolean> {
  if (!isRuleName(rule)) throw new Error(`Unknown validation rule "${rule}"`);
  const fn = rules[rule];
  if (fn.skipEmpty !== false && isEmpty(value)) return true;
  return fn(ruleContext(value, ctx), ...args);
}
