import { TIME_ZONE } from '@/lib/format';

// Calendar arithmetic in Dutch time: a month, a day and "today" are those of Amsterdam, whatever
// the server's time zone, so an event at 00:30 on 1 March is a March event.

/** A calendar month; `month` runs from 1 to 12. */
export type YearMonth = { year: number; month: number };

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock fields of an instant in Amsterdam. */
function wallClock(instant: Date) {
  const fields = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: fields.year!, month: fields.month!, day: fields.day!, hour: fields.hour!, minute: fields.minute!, second: fields.second! };
}

/** Minutes Amsterdam is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const w = wallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time in Amsterdam. */
export function amsterdamInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMinutes(new Date(guess)) * 60_000;
  // Near a clock change the offset at the guess can differ from the offset at the answer.
  return new Date(guess - offsetMinutes(new Date(first)) * 60_000);
}

export const addMonths = ({ year, month }: YearMonth, count: number): YearMonth => {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The first instant of a month and of the next, in Amsterdam. */
export function monthBounds(yearMonth: YearMonth): { from: Date; to: Date } {
  const next = addMonths(yearMonth, 1);
  return { from: amsterdamInstant(yearMonth.year, yearMonth.month, 1), to: amsterdamInstant(next.year, next.month, 1) };
}

/** The Amsterdam month an instant falls in. */
export const monthOf = (instant: Date): YearMonth => {
  const { year, month } = wallClock(instant);
  return { year, month };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Months in order: negative when `a` comes before `b`. */
export const compareMonths = (a: YearMonth, b: YearMonth) => a.year * 12 + a.month - (b.year * 12 + b.month);

/**
 * The months a month view leads through: from the month the first event starts in to the one the
 * last ends in, the current month always among them.
 */
export function navigableMonths(span: { start: string; end: string } | null, now = new Date()): { first: YearMonth; last: YearMonth } {
  const current = monthOf(now);
  if (!span) return { first: current, last: current };
  const first = monthOf(new Date(span.start));
  // An event that ends at midnight ends in the month before.
  const last = monthOf(new Date(new Date(span.end).getTime() - 1));
  return { first: compareMonths(first, current) < 0 ? first : current, last: compareMonths(last, current) > 0 ? last : current };
}

/** `2027-03`, the month's form in URLs. */
export const formatYearMonth = ({ year, month }: YearMonth) => `${year}-${pad(month)}`;

/** `2027-03` → { year: 2027, month: 3 }; null for anything else (`2025-13`, `2027-3`). */
export function parseYearMonth(value: string): YearMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1970 && year <= 2199 ? { year, month: Number(match[2]) } : null;
}

/** `2027-03-05`: the Amsterdam day of an instant. */
export const dayKey = (instant: Date | string) => {
  const { year, month, day } = wallClock(new Date(instant));
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** The Amsterdam days an event is on; one that ends at midnight is not on the next day. */
export function daysOf(startIso: string, endIso: string): string[] {
  const first = new Date(startIso);
  const last = new Date(Math.max(first.getTime(), new Date(endIso).getTime() - 1));
  const days: string[] = [];
  // Noon steps cannot skip or repeat a day across clock changes.
  const [y, m, d] = dayKey(first).split('-').map(Number) as [number, number, number];
  for (let i = 0; i < 366; i++) {
    const key = dayKey(amsterdamInstant(y, m, d + i, 12));
    days.push(key);
    if (key >= dayKey(last)) break;
  }
  return days;
}

/** The weeks of a month, Monday first: day numbers, null before the 1st and after the last day. */
export function monthWeeks({ year, month }: YearMonth): (number | null)[][] {
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mondayBased = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [...Array<null>(mondayBased).fill(null), ...Array.from({ length }, (_, i) => i + 1)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
