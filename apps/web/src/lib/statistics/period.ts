import type { Locale, Period } from '@standplaats/shared';
import type { SearchParams } from '../list-query';

// The dashboard's selection lives in the URL (a GET form that works without JavaScript):
// /industry-dashboard?bedrijf={documentId}&periode=30, or periode=anders&van=2026-01-01&tot=2026-03-31.

export const PARAM = { company: 'bedrijf', range: 'periode', from: 'van', to: 'tot' } as const;
export const RANGES = ['7', '30', '90', 'jaar', 'anders'] as const;
export type Range = (typeof RANGES)[number];
export const DEFAULT_RANGE: Range = '30';
/** The longest custom range: a year (the CMS answers at most 400 days). */
export const MAX_DAYS = 366;
const EARLIEST = '2000-01-01';

export const PERIOD_ERRORS = ['range', 'missing', 'invalid', 'order', 'future', 'tooLong'] as const;
export type PeriodError = (typeof PERIOD_ERRORS)[number];

export type DashboardQuery = {
  company?: string;
  range: Range;
  /** What was typed in the custom fields, kept for the form even when it is wrong. */
  from: string;
  to: string;
};
export type DashboardSelection = DashboardQuery & ({ ok: true; period: Period } | { ok: false; error: PeriodError });

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a real calendar day `YYYY-MM-DD` (UTC midnight), or null (`2026-02-30`). */
export function dayValue(value: string): number | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : null;
}

// A Dutch reader writes 31-01-2026 (or 31/1/2026, 31.1.2026); the URL keeps ISO days.
const DUTCH_DAY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** The ISO day a reader typed: ISO anywhere, and on Dutch pages the Dutch order too; else null. */
export function readDay(value: string, locale: Locale): string | null {
  const typed = value.trim();
  if (dayValue(typed) !== null) return typed;
  const match = locale === 'nl' ? DUTCH_DAY.exec(typed) : null;
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return dayValue(iso) === null ? null : iso;
}

/** A day as the date fields show it: dd-mm-jjjj on Dutch pages, ISO on English ones; anything else as typed. */
export const showDay = (value: string, locale: Locale) =>
  locale === 'nl' && dayValue(value) !== null ? `${value.slice(8, 10)}-${value.slice(5, 7)}-${value.slice(0, 4)}` : value;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => isoDay(dayValue(day)! + days * DAY_MS);
/** Days in a period, both ends included. */
export const periodDays = ({ from, to }: Period) => Math.round((dayValue(to)! - dayValue(from)!) / DAY_MS) + 1;

/** The period a preset stands for, ending today (in the site's time zone, given by the caller). */
export function presetPeriod(range: Exclude<Range, 'anders'>, today: string): Period {
  if (range === 'jaar') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  return { from: addDays(today, 1 - Number(range)), to: today };
}

/** The period of the same length just before `period`, as the comparison shows it. */
export const previousPeriod = (period: Period): Period => {
  const to = addDays(period.from, -1);
  return { from: addDays(to, 1 - periodDays(period)), to };
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value?.trim() || undefined);

/**
 * The selection in a dashboard URL. A company id that cannot be one is null (the page answers
 * 404, as for any company that is not the member's); a period that is wrong is an error the form
 * shows, with what was typed kept. Days typed as the page's language writes them become ISO days.
 */
export function parseDashboardParams(searchParams: SearchParams, today: string, locale: Locale): DashboardSelection | null {
  const company = single(searchParams[PARAM.company]);
  if (company !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(company)) return null;
  const rawRange = single(searchParams[PARAM.range]);
  const typed = (name: string) => single(searchParams[name]) ?? '';
  const [from, to] = [PARAM.from, PARAM.to].map((name) => readDay(typed(name), locale) ?? typed(name)) as [string, string];
  const base = { company, from: from.slice(0, 40), to: to.slice(0, 40) };
  // Dates given without a range mean a custom range (a form whose select was left alone, a link).
  const range = rawRange ?? (from || to ? 'anders' : DEFAULT_RANGE);
  if (!(RANGES as readonly string[]).includes(range)) return { ...base, range: DEFAULT_RANGE, ok: false, error: 'range' };
  const chosen = range as Range;
  if (chosen !== 'anders') return { ...base, range: chosen, ok: true, period: presetPeriod(chosen, today) };
  const error = customError(from, to, today);
  return error ? { ...base, range: chosen, ok: false, error } : { ...base, range: chosen, ok: true, period: { from, to } };
}

function customError(from: string, to: string, today: string): PeriodError | null {
  if (!from || !to) return 'missing';
  const [start, end] = [dayValue(from), dayValue(to)];
  if (start === null || end === null || start < dayValue(EARLIEST)!) return 'invalid';
  if (start > end) return 'order';
  if (end > dayValue(today)!) return 'future';
  if (periodDays({ from, to }) > MAX_DAYS) return 'tooLong';
  return null;
}

/** The canonical query of a selection: fixed order, defaults left out, dates only for a custom range. */
export function dashboardQuery(query: Pick<DashboardQuery, 'company' | 'range' | 'from' | 'to'>): string {
  const params = new URLSearchParams();
  if (query.company) params.set(PARAM.company, query.company);
  if (query.range !== DEFAULT_RANGE) params.set(PARAM.range, query.range);
  if (query.range === 'anders') {
    params.set(PARAM.from, query.from);
    params.set(PARAM.to, query.to);
  }
  return params.toString();
}

/** Change against the previous period in per cent, rounded; null when there was nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Today's date in a time zone, `YYYY-MM-DD` (the Canadian English format is ISO). */
export const todayIn = (timeZone: string, now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/** Every day of a period with its figures, days without any filled with zeros. */
export function everyDay<T extends { date: string }>(period: Period, daily: T[], empty: (date: string) => T): T[] {
  const known = new Map(daily.map((day) => [day.date, day]));
  return Array.from({ length: periodDays(period) }, (_, i) => {
    const date = addDays(period.from, i);
    return known.get(date) ?? empty(date);
  });
}
