import { isRuleName, rules } from './rules';
import { splitOutsideRegex } from './split';
import type { ParsedRule, RuleHints } from './types';

/** FormKit's defaults for a rule that sets no hints of its own. */
export const defaultHints: RuleHints = { blocking: true, debounce: 0, force: false, skipEmpty: true };

/** Hint characters, then a name of a letter and one or more letters, digits or underscores, then `:args`. */
const RULE = /^([*+?()0-9]*)([a-zA-Z][a-zA-Z0-9_]+)(?::(.*))?$/s;
const DEBOUNCE = /\((\d+)\)/;

function parseHints(prefix: string): Partial<RuleHints> {
  const hints: Partial<RuleHints> = {};
  const debounce = DEBOUNCE.exec(prefix);
  if (debounce) hints.debounce = Number(debounce[1]);
  for (const char of prefix.replace(DEBOUNCE, '')) {
    if (char === '*') hints.force = true;
    if (char === '+') hints.skipEmpty = false;
    if (char === '?') hints.blocking = false;
  }
  return hints;
}

/** The hints the rule function itself carries, e.g. `required.skipEmpty = false`. */
function ruleHints(name: string): Partial<RuleHints> {
  if (!isRuleName(name)) return {};
  const { blocking, debounce, force, skipEmpty } = rules[name] as Partial<RuleHints>;
  const hints = { blocking, debounce, force, skipEmpty };
  return Object.fromEntries(Object.entries(hints).filter(([, v]) => v !== undefined));
}

function parseRule(text: string): ParsedRule | null {
  const match = RULE.exec(text.trim());
  if (!match) return null;
  const [, prefix = '', name = '', argText] = match;
  const args = argText ? splitOutsideRegex(argText, ',').map((arg) => arg.trim()) : [];
  return { ...defaultHints, ...ruleHints(name), ...parseHints(prefix), name, args };
}

/**
 * Parses a FormKit rule string such as `required|length:5,10|+(200)iban`.
 * Segments that are not rules are dropped, as FormKit drops them; names that
 * are not in `rules` are kept so a caller can supply its own rule.
 */
export function parseRules(ruleString: string): ParsedRule[] {
  return splitOutsideRegex(ruleString, '|').flatMap((text) => parseRule(text) ?? []);
}
