export { checkRule } from './check';
export { validate } from './validate';
export { parseRules, defaultHints } from './parse';
export { rules, type RuleName } from './rules';
export { messages, uiStrings, FALLBACK_MESSAGE } from './messages';
export { isEmpty } from './empty';
export type {
  FormContext,
  Locale,
  MessageContext,
  MessageText,
  ParsedRule,
  RuleContext,
  RuleHints,
  UiStrings,
  ValidateContext,
  ValidationResult,
  ValidationRule,
} from './types';
