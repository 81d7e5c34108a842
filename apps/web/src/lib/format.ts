import { localeTags, type Locale } from '@standplaats/shared';

/** Every date on the site is Dutch time, wherever the reader is. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** One formatter per language: making one costs ten times as much as using it, and a calendar page formats dozens of dates. */
const perLocale = <T>(make: (tag: string) => T) => {
  const made = new Map<Locale, T>();
  return (locale: Locale): T => {
    const known = made.get(locale);
    if (known) return known;
    const fresh = make(localeTags[locale]);
    made.set(locale, fresh);
    return fresh;
  };
};

const longDate = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: TIME_ZONE }));
const fullDateTime = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone: TIME_ZONE }));
const clock = perLocale((tag) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }));
const weekday = perLocale((tag) => new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE }));
const monthYear = perLocale((tag) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const euro = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }));

/** A date as readers expect it in their language, in Dutch time. */
export const formatDate = (iso: string, locale: Locale) => longDate(locale).format(new Date(iso));

/** A date range of one or more days, e.g. "3 – 5 december 2026". */
export const formatDateRange = (startIso: string, endIso: string, locale: Locale) => longDate(locale).formatRange(new Date(startIso), new Date(endIso));

/** An event's start and end with weekday and time, e.g. "donderdag 3 december 2026 om 09:00 – 18:00". */
export const formatDateTimeRange = (startIso: string, endIso: string, locale: Locale) =>
  fullDateTime(locale).formatRange(new Date(startIso), new Date(endIso));

/** A time of day on a 24-hour clock, "14:05", in Dutch time. */
export const formatTime = (iso: string, locale: Locale) => clock(locale).format(new Date(iso));

/** A day by weekday and date, e.g. "dinsdag 30 maart". */
export const formatDay = (iso: string, locale: Locale) => weekday(locale).format(new Date(iso));

/** A calendar month by name, e.g. "november 2026". */
export const formatMonth = (year: number, month: number, locale: Locale) => monthYear(locale).format(Date.UTC(year, month - 1, 1));

/** An amount in euro cents as a price, e.g. "€ 49,50" in Dutch. */
export const formatPrice = (cents: number, locale: Locale) => euro(locale).format(cents / 100);
