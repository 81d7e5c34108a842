import { describe, expect, it } from 'vitest';
import { daysAhead } from './events';

const at = (day: string) => new Date(`${day}T08:00:00Z`);
const dayOf = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('the day a demo event falls on', () => {
  const summer = { inDays: 40, days: 3, season: { month: 7, day: 10 } };
  const christmas = { inDays: -72, days: 1, season: { month: 12, day: 18 } };

  it('is inDays ahead without a season', () => {
    expect(daysAhead(at('2026-11-26'), { inDays: 40, days: 3 })).toBe(40);
  });

  it('is the next day of its season at least 13 days ahead, for an upcoming event', () => {
    expect(dayOf(at('2026-11-26'), daysAhead(at('2026-11-26'), summer))).toBe('2027-07-10');
    expect(dayOf(at('2026-03-01'), daysAhead(at('2026-03-01'), summer))).toBe('2026-07-10');
    // Nine days ahead is too soon: the demo's first event comes first.
    expect(dayOf(at('2026-07-01'), daysAhead(at('2026-07-01'), summer))).toBe('2027-07-10');
  });

  it('is the last day of its season that the event has ended by, for a past event', () => {
    expect(dayOf(at('2026-11-26'), daysAhead(at('2026-11-26'), christmas))).toBe('2025-12-18');
    expect(dayOf(at('2026-12-20'), daysAhead(at('2026-12-20'), christmas))).toBe('2026-12-18');
    expect(dayOf(at('2026-12-18'), daysAhead(at('2026-12-18'), christmas))).toBe('2025-12-18');
  });
});
