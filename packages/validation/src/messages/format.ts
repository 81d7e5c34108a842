import type { Locale, MessageContext } from '../types';
import { toTime } from '../rules/dates';

/** The label with its first letter capitalised: `naam` becomes `Naam`. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `a`, `a or b`, `a, b, or c` (FormKit's list); Dutch drops the serial comma: `a, b of c`. */
export function list(items: string[], conjunction: string, serialComma = true): string {
  if (items.length < 3) return items.join(` ${conjunction} `);
  const comma = serialComma ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${comma} ${conjunction} ${items.at(-1)}`;
}

const DATE_LOCALES: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };

/** A medium-style date in UTC, as FormKit shows rule arguments: `1 mrt 2025`. */
export function formatDate(value: unknown, locale: Locale): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return String(value);
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/** `between` bounds smallest first, or null when they are not both numbers. */
export function betweenBounds([from = '', to = '']: string[]): [string, string] | null {
  if (from.trim() === '' || to.trim() === '' || isNaN(Number(from)) || isNaN(Number(to))) return null;
  return Number(from) >= Number(to) ? [to, from] : [from, to];
}

export function isDate(value: unknown): boolean {
  return !Number.isNaN(toTime(value));
}

/** Wraps a date rule's message: when the value or a date argument is no date, the locale's invalidDate text is shown instead. */
export function dateMessage(
  invalidDate: string,
  dateArgs: number,
  text: (ctx: MessageContext) => string,
): (ctx: MessageContext) => string {
  return (ctx) =>
    isDate(ctx.value) && ctx.args.slice(0, dateArgs).every(isDate) ? text(ctx) : invalidDate;
}
