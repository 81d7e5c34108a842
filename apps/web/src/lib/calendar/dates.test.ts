import { describe, expect, it } from 'vitest';
import { addMonths, amsterdamInstant, dayKey, daysOf, monthBounds, monthOf, navigableMonths, monthWeeks, parseYearMonth } from './dates';

describe('amsterdamInstant', () => {
  it('is an hour ahead of UTC in winter and two in summer', () => {
    expect(amsterdamInstant(2027, 1, 15, 9).toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(amsterdamInstant(2027, 7, 15, 9).toISOString()).toBe('2027-07-15T07:00:00.000Z');
  });

  it('gets the days of the clock changes right', () => {
    // Summer time starts at 02:00 on the last Sunday of March 2027 (28 March).
    expect(amsterdamInstant(2027, 3, 28, 0).toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(amsterdamInstant(2027, 3, 28, 12).toISOString()).toBe('2027-03-28T10:00:00.000Z');
    expect(amsterdamInstant(2027, 10, 31, 12).toISOString()).toBe('2027-10-31T11:00:00.000Z');
  });
});

describe('months', () => {
  it('bounds a month at Amsterdam midnight', () => {
    const { from, to } = monthBounds({ year: 2027, month: 3 });
    expect(from.toISOString()).toBe('2027-02-28T23:00:00.000Z');
    expect(to.toISOString()).toBe('2027-03-31T22:00:00.000Z');
  });

  it('counts months across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2027, month: 5 }, 20)).toEqual({ year: 2029, month: 1 });
  });

  it('puts half past midnight on 1 March in March', () => {
    expect(monthOf(new Date('2027-02-28T23:30:00Z'))).toEqual({ year: 2027, month: 3 });
  });

  it('reads only real months from a URL', () => {
    expect(parseYearMonth('2027-03')).toEqual({ year: 2027, month: 3 });
    for (const bad of ['2025-13', '2025-00', '2027-3', '27-03', '2027-03-01', '', 'maart']) expect(parseYearMonth(bad)).toBeNull();
  });

  it('lays a month out in weeks from Monday', () => {
    // March 2027 starts on a Monday and has 31 days.
    const weeks = monthWeeks({ year: 2027, month: 3 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks[4]).toEqual([29, 30, 31, null, null, null, null]);
    // February 2026 starts on a Sunday.
    expect(monthWeeks({ year: 2026, month: 2 })[0]).toEqual([null, null, null, null, null, null, 1]);
  });
});

describe('navigableMonths', () => {
  const now = new Date('2027-03-15T12:00:00Z');

  it('runs from the first event to the last, the current month among them', () => {
    expect(navigableMonths({ start: '2026-11-02T09:00:00Z', end: '2027-06-20T17:00:00Z' }, now)).toEqual({ first: { year: 2026, month: 11 }, last: { year: 2027, month: 6 } });
    expect(navigableMonths({ start: '2027-05-02T09:00:00Z', end: '2027-05-03T17:00:00Z' }, now)).toEqual({ first: { year: 2027, month: 3 }, last: { year: 2027, month: 5 } });
  });

  it('ends an event that ends at Amsterdam midnight in the month before', () => {
    expect(navigableMonths({ start: '2027-03-01T09:00:00Z', end: amsterdamInstant(2027, 7, 1, 0).toISOString() }, now).last).toEqual({ year: 2027, month: 6 });
  });

  it('is the current month alone without events', () => {
    expect(navigableMonths(null, now)).toEqual({ first: { year: 2027, month: 3 }, last: { year: 2027, month: 3 } });
  });
});

describe('days', () => {
  it('is the Amsterdam day of an instant', () => {
    expect(dayKey('2027-03-04T23:30:00Z')).toBe('2027-03-05');
  });

  it('lists every day of a multi-day event, and not the next day of one ending at midnight', () => {
    expect(daysOf('2027-03-27T08:00:00Z', '2027-03-29T16:00:00Z')).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    expect(daysOf('2027-03-05T18:00:00Z', '2027-03-05T23:00:00Z')).toEqual(['2027-03-05']);
    expect(daysOf('2027-03-05T08:00:00Z', '2027-03-05T08:00:00Z')).toEqual(['2027-03-05']);
  });
});
