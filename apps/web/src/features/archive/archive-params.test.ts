import { describe, expect, it } from 'vitest';
import { archiveMonth, archiveYear, monthRange } from './archive-params';

describe('archive route parameters', () => {
  it('accepts four-digit years and refuses anything else', () => {
    expect(archiveYear('2025')).toBe(2025);
    for (const bad of ['25', '20251', 'abcd', '2025.0', '-2025', '0999', '']) expect(archiveYear(bad)).toBeNull();
  });

  it('accepts months 1 to 12, with or without a leading zero', () => {
    expect(archiveMonth('1')).toBe(1);
    expect(archiveMonth('09')).toBe(9);
    expect(archiveMonth('12')).toBe(12);
    for (const bad of ['0', '13', '00', '1.5', 'mei', '']) expect(archiveMonth(bad)).toBeNull();
  });

  it('spans a whole month in Dutch time, across the turn of the year', () => {
    expect(monthRange(2025, 12)).toEqual({ from: '2025-11-30T23:00:00.000Z', to: '2025-12-31T23:00:00.000Z' });
  });

  it('follows summer time', () => {
    expect(monthRange(2026, 4)).toEqual({ from: '2026-03-31T22:00:00.000Z', to: '2026-04-30T22:00:00.000Z' });
    expect(monthRange(2026, 10)).toEqual({ from: '2026-09-30T22:00:00.000Z', to: '2026-10-31T23:00:00.000Z' });
  });
});
