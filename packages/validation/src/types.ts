/** The locales this package has messages for. */
export type Locale = 'nl' | 'en';

/** Flags that change how a form runs a rule (FormKit's validation hints). */
export interface RuleHints {
  /** A failure makes the field invalid (`?` in a rule string turns this off). */
  blocking: boolean;
  /** Milliseconds a form should wait before running the rule (`(200)`). */
  debounce: number;
  /** Run even when an earlier rule failed (`*`). */
  force: boolean;
  /** Pass without running when the value is empty (`+` turns this off). */
  skipEmpty: boolean;
}

/** What a rule sees: its own value plus the other fields of the form. */
export interface RuleContext {
  value: unknown;
  /** The field's name, used by `confirm` to find `<name>_confirm`. */
  name: string;
  /** Values of the form's fields by name, read by `confirm`, `*_node` and `require_one`. */
  form: Record<string, unknown>;
}

/** A rule function; hint properties on the function are its defaults. */
export type ValidationRule = ((
  ctx: RuleContext,
  ...args: string[]
) => boolean | Promise<boolean>) &
  Partial<RuleHints>;

/** One entry of a parsed rule string such as `+(200)iban` or `length:5,10`. */
export interface ParsedRule extends RuleHints {
  name: string;
  args: string[];
}

/** The optional form context of `checkRule`. */
export interface FormContext {
  name?: string;
  form?: Record<string, unknown>;
}

/** The context of `validate`. */
export interface ValidateContext extends FormContext {
  label: string;
  locale: Locale;
  /** This field's own texts for some rules, by rule name, instead of the locale's (FormKit's `validation-messages`). */
  messages?: Partial<Record<string, string>>;
}

export interface ValidationResult {
  /** False when a blocking rule failed. */
  valid: boolean;
  /** The translated messages of every rule that failed, in rule order. */
  messages: string[];
}

/** What a message function receives. */
export interface MessageContext {
  /** The field label as given (messages capitalise it where it starts a sentence). */
  label: string;
  args: string[];
  value: unknown;
  form: Record<string, unknown>;
}

export type MessageText = string | ((ctx: MessageContext) => string);

/** Interface strings a form kit shows around the fields. */
export interface UiStrings {
  submit: string;
  incomplete: string;
  summaryHeader: string;
}
