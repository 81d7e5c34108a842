import { errors } from '@strapi/utils';
import type { Period } from '../../../analytics/store';
import { dayOf } from '../../../analytics';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest period a dashboard asks for (a year and a bit, for "this year" compared with the last). */
export const MAX_PERIOD_DAYS = 400;
const DEFAULT_DAYS = 30;

const parseDay = (value: unknown, name: string): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new errors.ValidationError(`${name} must be a date, YYYY-MM-DD`);
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || dayOf(time) !== value) throw new errors.ValidationError(`${name} is no date`);
  return value;
};

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, both included); the last 30 days by default. */
export function validatePeriod(query: Record<string, unknown>): Period {
  const to = parseDay(query.to, 'to') ?? dayOf(Date.now());
  const from = parseDay(query.from, 'from') ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  if (from > to) throw new errors.ValidationError('from must not be after to');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_PERIOD_DAYS) throw new errors.ValidationError(`A period is at most ${MAX_PERIOD_DAYS} days`);
  return { from, to };
}
