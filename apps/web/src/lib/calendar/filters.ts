import { eventKinds, provinces, type EventKind, type Locale, type Province } from '@standplaats/shared';
import type { EventQuery } from '@/lib/cms/events';
import { PAGE_PARAM } from '@/lib/paths';
import { formatYearMonth, monthBounds, monthOf, parseYearMonth, type YearMonth } from './dates';
import { canonicalSearch as canonicalListSearch, MAX_CITY, MAX_KEYWORD, pageOf, paramValues, withQuery, type SearchParams } from '../list-query';

export { withQuery };

// The calendar's filters live in the URL (a GET form), so a filtered calendar can be shared,
// bookmarked and subscribed to: /kalender?type=beurs&maand=2027-03&weergave=maand.

export const CALENDAR_VIEWS = ['lijst', 'maand'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export type CalendarFilters = {
  kind?: EventKind;
  month?: YearMonth;
  province?: Province;
  city?: string;
  keyword?: string;
  view: CalendarView;
  /** Past events instead of upcoming ones (the list view without a month). */
  past: boolean;
  page: number;
};

/** Query parameter names, in the order the form sends them and links write them. */
export const PARAM = {
  kind: 'type',
  month: 'maand',
  province: 'provincie',
  city: 'plaats',
  keyword: 'q',
  view: 'weergave',
  period: 'periode',
  page: PAGE_PARAM,
} as const;

export const PAST = 'voorbij';

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The filters in a calendar URL; null when a value cannot be one (an unknown kind, month
 * `2025-13`, page 0), which the page answers with a 404. Empty values, as a GET form sends for
 * fields left alone, are absent.
 */
export function parseCalendarParams(searchParams: SearchParams): CalendarFilters | null {
  const values = paramValues(searchParams, PARAM);
  if (!values) return null;
  const { kind, month, province, city, keyword, view = 'lijst', period } = values;
  if (kind !== undefined && !includes(eventKinds, kind)) return null;
  if (province !== undefined && !includes(provinces, province)) return null;
  if (!includes(CALENDAR_VIEWS, view)) return null;
  if (period !== undefined && period !== PAST) return null;
  if ((city?.length ?? 0) > MAX_CITY || (keyword?.length ?? 0) > MAX_KEYWORD) return null;
  const yearMonth = month === undefined ? undefined : parseYearMonth(month);
  if (yearMonth === null) return null;
  const page = pageOf(values.page);
  if (page === null) return null;
  return { kind, month: yearMonth, province, city, keyword, view, past: period === PAST, page };
}

/**
 * The canonical query string of filters: fixed order, defaults left out, so one calendar has one
 * URL. A month view shows one month whole: it has no pages and no past.
 */
export function calendarQuery(filters: CalendarFilters): string {
  const query = new URLSearchParams();
  if (filters.kind) query.set(PARAM.kind, filters.kind);
  if (filters.month) query.set(PARAM.month, formatYearMonth(filters.month));
  if (filters.province) query.set(PARAM.province, filters.province);
  if (filters.city) query.set(PARAM.city, filters.city);
  if (filters.keyword) query.set(PARAM.keyword, filters.keyword);
  if (filters.view !== 'lijst') query.set(PARAM.view, filters.view);
  if (filters.view === 'lijst' && filters.past && !filters.month) query.set(PARAM.period, PAST);
  if (filters.view === 'lijst' && filters.page > 1) query.set(PARAM.page, String(filters.page));
  return query.toString();
}

/**
 * The query a calendar URL should have, or null when it has it: the filters' canonical query,
 * then any parameters the calendar does not know (a campaign tag), kept as they came.
 */
export const canonicalSearch = (searchParams: SearchParams, filters: CalendarFilters) => canonicalListSearch(searchParams, calendarQuery(filters), PARAM);

/** A link to the calendar at `path` with the filters, changed by `change`; back to page 1 unless it says otherwise. */
export const calendarHref = (path: string, filters: CalendarFilters, change: Partial<CalendarFilters> = {}) =>
  withQuery(path, calendarQuery({ ...filters, page: 1, ...change }));

/** Whether anything narrows the calendar beyond the page's own pre-filter. */
export const isFiltered = (filters: CalendarFilters) =>
  Boolean(filters.kind || filters.month || filters.province || filters.city || filters.keyword || filters.past);

/** The month a month view shows: the chosen one, else the current one. */
export const shownMonth = (filters: CalendarFilters, now = new Date()) => filters.month ?? monthOf(now);

/** Whether the calendar lists past events (so its place filter offers their places) or upcoming ones. */
export const listsPast = (filters: CalendarFilters, now = new Date()) =>
  filters.month ? monthBounds(filters.month).to <= now : filters.view === 'lijst' && filters.past;

/** The reader's query for the filters. */
export function eventQuery(filters: CalendarFilters, locale: Locale, now = new Date()): EventQuery {
  const base = { locale, kind: filters.kind, province: filters.province, city: filters.city, keyword: filters.keyword, now };
  if (filters.view === 'maand') return { ...base, when: 'all', between: monthBounds(shownMonth(filters, now)) };
  if (filters.month) return { ...base, when: 'all', between: monthBounds(filters.month), page: filters.page };
  return { ...base, when: filters.past ? 'past' : 'upcoming', page: filters.page };
}
