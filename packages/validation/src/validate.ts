import { ruleContext } from './check';
import { isEmpty } from './empty';
import { messageFor } from './messages';
import { parseRules } from './parse';
import { isRuleName, rules } from './rules';
import type { ParsedRule, RuleContext, ValidateContext, ValidationResult } from './types';

/**
 * FormKit's run loop: a rule runs when the value is non-empty or the rule
 * does not skip empty values, and only while every earlier rule passed,
 * unless the rule is forced with `*`. Empty values pass skipped rules.
 */
async function failingRules(entries: ParsedRule[], ctx: RuleContext): Promise<ParsedRule[]> {
  const failures: ParsedRule[] = [];
  const empty = isEmpty(ctx.value);
  for (const entry of entries) {
    if (!isRuleName(entry.name)) continue;
    const runs = (!empty || !entry.skipEmpty) && (failures.length === 0 || entry.force);
    if (runs && !(await rules[entry.name](ctx, ...entry.args))) failures.push(entry);
  }
  return failures;
}

/**
 * Parses the rule string, runs the rules against the value and returns the
 * translated messages of the failing ones. Names not in `rules` are ignored,
 * as FormKit ignores rules it does not know.
 */
export async function validate(
  value: unknown,
  ruleString: string,
  ctx: ValidateContext,
): Promise<ValidationResult> {
  const context = ruleContext(value, ctx);
  const failures = await failingRules(parseRules(ruleString), context);
  return {
    valid: !failures.some((entry) => entry.blocking),
    messages: failures.map(({ name, args }) =>
      ctx.messages?.[name] ?? messageFor(name, ctx.locale, { label: ctx.label, args, value, form: context.form }),
    ),
  };
}
