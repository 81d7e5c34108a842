import { localeTags, type Locale } from '@standplaats/shared';

/** Every date on the site is Dutch time, wherever the reader is. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** A date as readers expect it in their language, in Dutch time. */
export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(iso));

/** A date range of one or more days, e.g. "3 – 5 december 2026". */
export const formatDateRange = (startIso: string, endIso: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: TIME_ZONE }).formatRange(
    new Date(startIso),
    new Date(endIso),
  );

/** An event's start and end with weekday and time, e.g. "donderdag 3 december 2026 om 09:00 – 18:00". */
export const formatDateTimeRange = (startIso: string, endIso: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: TIME_ZONE }).formatRange(
    new Date(startIso),
    new Date(endIso),
  );

/** A calendar month by name, e.g. "november 2026". */
export const formatMonth = (year: number, month: number, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));

/** An amount in euro cents as a price, e.g. "€ 49,50" in Dutch. */
export const formatPrice = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100);
