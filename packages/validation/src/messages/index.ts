import type { Locale, MessageContext, MessageText, UiStrings } from '../types';
import { en, enUi } from './en';
import { nl, nlUi } from './nl';

/** Shown, in both locales, for a failing rule that has no message (such as `iban`). */
export const FALLBACK_MESSAGE = 'This field is not valid.';

/** Validation messages per locale, keyed by rule name, plus `invalidDate`. */
export const messages: Record<Locale, Readonly<Record<string, MessageText>>> = { nl, en };

/** Interface strings per locale for a form kit: submit button, incomplete notice, error summary header. */
export const uiStrings: Record<Locale, UiStrings> = { nl: nlUi, en: enUi };

/** The message of a failing rule in a locale, or the fallback when the rule has none. */
export function messageFor(rule: string, locale: Locale, ctx: MessageContext): string {
  const localeMessages = messages[locale];
  const text = Object.hasOwn(localeMessages, rule) ? localeMessages[rule] : undefined;
  if (text === undefined) return FALLBACK_MESSAGE;
  return typeof text === 'string' ? text : text(ctx);
}
