import { describe, expect, it } from 'vitest';
import { change, dashboardQuery, dayValue, everyDay, parseDashboardParams, periodDays, presetPeriod, previousPeriod, readDay, showDay, todayIn } from './period';

const TODAY = '2026-11-23';
const parse = (params: Record<string, string | string[]>, locale: 'nl' | 'en' = 'nl') => parseDashboardParams(params, TODAY, locale);

describe('dayValue', () => {
  it('accepts real days only', () => {
    expect(dayValue('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(dayValue('2026-02-29')).toBeNull();
    expect(dayValue('2026-13-01')).toBeNull();
    expect(dayValue('26-1-1')).toBeNull();
    expect(dayValue('2026-01-01T00:00')).toBeNull();
  });
});

describe('days as readers write them', () => {
  it('reads the Dutch order on Dutch pages and ISO everywhere', () => {
    expect(readDay('31-01-2026', 'nl')).toBe('2026-01-31');
    expect(readDay(' 1/2/2026 ', 'nl')).toBe('2026-02-01');
    expect(readDay('1.2.2026', 'nl')).toBe('2026-02-01');
    expect(readDay('2026-01-31', 'nl')).toBe('2026-01-31');
    expect(readDay('2026-01-31', 'en')).toBe('2026-01-31');
    expect(readDay('31-01-2026', 'en')).toBeNull();
    expect(readDay('30-02-2026', 'nl')).toBeNull();
    expect(readDay('31-01-26', 'nl')).toBeNull();
  });

  it('shows a day in the Dutch order on Dutch pages, and anything else as typed', () => {
    expect(showDay('2026-01-31', 'nl')).toBe('31-01-2026');
    expect(showDay('2026-01-31', 'en')).toBe('2026-01-31');
    expect(showDay('gisteren', 'nl')).toBe('gisteren');
  });
});

describe('presets', () => {
  it('end today and count today as one of their days', () => {
    expect(presetPeriod('7', TODAY)).toEqual({ from: '2026-11-17', to: TODAY });
    expect(periodDays(presetPeriod('30', TODAY))).toBe(30);
    expect(presetPeriod('90', TODAY)).toEqual({ from: '2026-08-26', to: TODAY });
    expect(presetPeriod('jaar', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
  });

  it('cross a year and a leap day', () => {
    expect(presetPeriod('7', '2024-03-02')).toEqual({ from: '2024-02-25', to: '2024-03-02' });
    expect(presetPeriod('30', '2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
  });
});

describe('previousPeriod', () => {
  it('is as long and ends the day before', () => {
    expect(previousPeriod({ from: '2026-11-17', to: '2026-11-23' })).toEqual({ from: '2026-11-10', to: '2026-11-16' });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-31' })).toEqual({ from: '2024-01-30', to: '2024-02-29' });
  });
});

describe('parseDashboardParams', () => {
  it('defaults to the last 30 days', () => {
    expect(parse({})).toMatchObject({ ok: true, range: '30', period: { from: '2026-10-25', to: TODAY } });
  });

  it('reads a preset and a company', () => {
    expect(parse({ bedrijf: 'abc123', periode: '7' })).toMatchObject({ ok: true, company: 'abc123', range: '7', period: { from: '2026-11-17' } });
  });

  it('reads a custom range, also without the select', () => {
    const custom = { ok: true, range: 'anders', period: { from: '2026-01-01', to: '2026-03-31' } };
    expect(parse({ periode: 'anders', van: '2026-01-01', tot: '2026-03-31' })).toMatchObject(custom);
    expect(parse({ van: '2026-01-01', tot: '2026-03-31' })).toMatchObject(custom);
  });

  it('reads a custom range typed in Dutch into ISO days, which the URL keeps', () => {
    const selection = parse({ periode: 'anders', van: '1-1-2026', tot: '31-03-2026' });
    expect(selection).toMatchObject({ ok: true, from: '2026-01-01', to: '2026-03-31', period: { from: '2026-01-01', to: '2026-03-31' } });
    expect(dashboardQuery(selection!)).toBe('periode=anders&van=2026-01-01&tot=2026-03-31');
    expect(parse({ periode: 'anders', van: '1-1-2026', tot: '31-03-2026' }, 'en')).toMatchObject({ ok: false, error: 'invalid', from: '1-1-2026' });
  });

  it('takes a custom range of a whole leap year', () => {
    expect(parse({ periode: 'anders', van: '2024-01-01', tot: '2024-12-31' })).toMatchObject({ ok: true });
  });

  it('ignores custom dates for a preset', () => {
    expect(parse({ periode: '90', van: 'rubbish', tot: '' })).toMatchObject({ ok: true, range: '90' });
  });

  it.each([
    [{ periode: '14' }, 'range'],
    [{ periode: 'anders', van: '2026-01-01' }, 'missing'],
    [{ periode: 'anders', van: '', tot: '' }, 'missing'],
    [{ periode: 'anders', van: '2026-02-30', tot: '2026-03-01' }, 'invalid'],
    [{ periode: 'anders', van: '<script>', tot: '2026-03-01' }, 'invalid'],
    [{ periode: 'anders', van: '1999-12-31', tot: '2000-01-05' }, 'invalid'],
    [{ periode: 'anders', van: '2026-03-02', tot: '2026-03-01' }, 'order'],
    [{ periode: 'anders', van: '2026-11-01', tot: '2026-11-24' }, 'future'],
    [{ periode: 'anders', van: '2025-01-01', tot: '2026-01-02' }, 'tooLong'],
  ])('reports %j as %s and keeps what was typed', (params, error) => {
    const result = parse(params);
    expect(result).toMatchObject({ ok: false, error });
    expect(result?.from).toBe(('van' in params ? params.van : '') ?? '');
  });

  it('refuses a company id that cannot be one (the page answers 404)', () => {
    expect(parse({ bedrijf: '../account' })).toBeNull();
    expect(parse({ bedrijf: 'x'.repeat(65) })).toBeNull();
  });

  it('treats repeated or empty values as absent', () => {
    expect(parse({ bedrijf: '', periode: ['7', '30'] })).toMatchObject({ ok: true, company: undefined, range: '30' });
  });
});

describe('dashboardQuery', () => {
  it('round-trips through the parser with defaults left out', () => {
    for (const query of ['', 'bedrijf=abc&periode=7', 'periode=jaar', 'bedrijf=abc&periode=anders&van=2026-01-01&tot=2026-02-01']) {
      const parsed = parse(Object.fromEntries(new URLSearchParams(query)));
      expect(parsed && dashboardQuery(parsed)).toBe(query);
    }
  });
});

describe('change', () => {
  it('is the change in per cent, null when nothing came before', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
    expect(change(1, 3)).toBe(-67);
    expect(change(0, 0)).toBe(0);
    expect(change(5, 0)).toBeNull();
  });
});

describe('todayIn', () => {
  it('is the date in that time zone', () => {
    expect(todayIn('Europe/Amsterdam', new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(todayIn('UTC', new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
  });
});

describe('everyDay', () => {
  it('fills the days without figures', () => {
    const days = everyDay({ from: '2026-02-27', to: '2026-03-02' }, [{ date: '2026-03-01', n: 4 }], (date) => ({ date, n: 0 }));
    expect(days).toEqual([
      { date: '2026-02-27', n: 0 },
      { date: '2026-02-28', n: 0 },
      { date: '2026-03-01', n: 4 },
      { date: '2026-03-02', n: 0 },
    ]);
  });
});
