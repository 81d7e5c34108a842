import { describe, expect, it } from 'vitest';
import { dutchDate } from './dutch-date';

describe('dutchDate', () => {
  it('is the day in the Netherlands, in winter and in summer time', () => {
    expect(dutchDate(new Date('2026-12-07T22:59:59Z'))).toBe('2026-12-07');
    expect(dutchDate(new Date('2026-12-07T23:00:00Z'))).toBe('2026-12-08');
    expect(dutchDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(dutchDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});
