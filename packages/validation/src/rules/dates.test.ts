import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkRule } from '../check';
import { regexForFormat } from './dates';

const NOW = new Date('2025-06-15T12:00:00Z');

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterAll(() => {
  vi.useRealTimers();
});

describe('date_after', () => {
  it('defaults to now without an argument', () => {
    expect(checkRule('date_after', '2025-06-16', [])).toBe(true);
    expect(checkRule('date_after', '2025-06-14', [])).toBe(false);
    expect(checkRule('date_after', new Date(NOW.getTime() + 1000), [])).toBe(true);
  });

  it('compares with the argument, exclusively', () => {
    expect(checkRule('date_after', '2025-01-02', ['2025-01-01'])).toBe(true);
    expect(checkRule('date_after', '2025-01-01', ['2025-01-01'])).toBe(false);
    expect(checkRule('date_after', '2024-12-31', ['2025-01-01'])).toBe(false);
  });

  it('accepts Date objects and full ISO timestamps', () => {
    expect(checkRule('date_after', new Date('2025-02-01T00:00:00Z'), ['2025-01-01'])).toBe(true);
    expect(checkRule('date_after', '2025-01-01T00:00:01Z', ['2025-01-01T00:00:00Z'])).toBe(true);
  });

  it('fails an invalid value or an invalid argument', () => {
    expect(checkRule('date_after', 'geen datum', ['2025-01-01'])).toBe(false);
    expect(checkRule('date_after', new Date('nope'), ['2025-01-01'])).toBe(false);
    expect(checkRule('date_after', '2025-06-01', ['2025-13-45'])).toBe(false);
  });
});

describe('date_after_or_equal', () => {
  it('includes the date itself', () => {
    expect(checkRule('date_after_or_equal', '2025-01-01', ['2025-01-01'])).toBe(true);
    expect(checkRule('date_after_or_equal', '2025-01-02', ['2025-01-01'])).toBe(true);
    expect(checkRule('date_after_or_equal', '2024-12-31', ['2025-01-01'])).toBe(false);
  });

  it('defaults to now', () => {
    expect(checkRule('date_after_or_equal', NOW, [])).toBe(true);
    expect(checkRule('date_after_or_equal', '2025-06-14', [])).toBe(false);
  });
});

describe('date_before', () => {
  it('defaults to now without an argument', () => {
    expect(checkRule('date_before', '2025-06-14', [])).toBe(true);
    expect(checkRule('date_before', '2025-06-16', [])).toBe(false);
  });

  it('compares with the argument, exclusively', () => {
    expect(checkRule('date_before', '2024-12-31', ['2025-01-01'])).toBe(true);
    expect(checkRule('date_before', '2025-01-01', ['2025-01-01'])).toBe(false);
  });

  it('fails an invalid value', () => {
    expect(checkRule('date_before', '31-12-2024', ['2025-01-01'])).toBe(false);
  });
});

describe('date_before_or_equal', () => {
  it('includes the date itself', () => {
    expect(checkRule('date_before_or_equal', '2025-01-01', ['2025-01-01'])).toBe(true);
    expect(checkRule('date_before_or_equal', '2025-01-02', ['2025-01-01'])).toBe(false);
  });

  it('defaults to now', () => {
    expect(checkRule('date_before_or_equal', NOW, [])).toBe(true);
    expect(checkRule('date_before_or_equal', '2025-06-16', [])).toBe(false);
  });
});

describe('date_between', () => {
  const range = ['2025-01-01', '2025-12-31'];

  it('passes dates in the range, inclusively', () => {
    expect(checkRule('date_between', '2025-03-01', range)).toBe(true);
    expect(checkRule('date_between', '2025-01-01', range)).toBe(true);
    expect(checkRule('date_between', '2025-12-31', range)).toBe(true);
    expect(checkRule('date_between', new Date('2025-07-01T00:00:00Z'), range)).toBe(true);
  });

  it('fails dates outside the range', () => {
    expect(checkRule('date_between', '2024-12-31', range)).toBe(false);
    expect(checkRule('date_between', '2026-01-01', range)).toBe(false);
  });

  it('runs from now to a single argument', () => {
    expect(checkRule('date_between', '2025-07-01', ['2025-12-31'])).toBe(true);
    expect(checkRule('date_between', '2025-06-01', ['2025-12-31'])).toBe(false);
  });

  it('fails invalid values and missing arguments', () => {
    expect(checkRule('date_between', 'morgen', range)).toBe(false);
    expect(checkRule('date_between', '2025-03-01', [])).toBe(false);
    expect(checkRule('date_between', '2025-03-01', ['gisteren', '2025-12-31'])).toBe(false);
  });
});

describe('date_after_node and date_before_node', () => {
  const form = { start: '2025-01-10', end: '2025-01-20', empty: '' };

  it('compare with the named field', () => {
    expect(checkRule('date_after_node', '2025-01-11', ['start'], { form })).toBe(true);
    expect(checkRule('date_after_node', '2025-01-10', ['start'], { form })).toBe(false);
    expect(checkRule('date_before_node', '2025-01-19', ['end'], { form })).toBe(true);
    expect(checkRule('date_before_node', '2025-01-20', ['end'], { form })).toBe(false);
  });

  it('read Date objects from the form', () => {
    const dates = { start: new Date('2025-01-10T00:00:00Z') };
    expect(checkRule('date_after_node', new Date('2025-01-11T00:00:00Z'), ['start'], { form: dates })).toBe(true);
  });

  it('pass while the other field holds no date', () => {
    expect(checkRule('date_after_node', '2025-01-01', ['empty'], { form })).toBe(true);
    expect(checkRule('date_before_node', '2025-01-01', ['missing'], { form })).toBe(true);
  });

  it('fail without a field name or with an invalid value', () => {
    expect(checkRule('date_after_node', '2025-01-11', [], { form })).toBe(false);
    expect(checkRule('date_after_node', 'later', ['start'], { form })).toBe(false);
  });
});

describe('date_format', () => {
  it.each([
    ['2025-03-01', 'YYYY-MM-DD', true],
    ['2025-12-31', 'YYYY-MM-DD', true],
    ['01-03-2025', 'YYYY-MM-DD', false],
    ['2025-3-1', 'YYYY-MM-DD', false],
    ['2025-13-01', 'YYYY-MM-DD', false],
    ['2025-03-32', 'YYYY-MM-DD', false],
    ['2025-03-01 ', 'YYYY-MM-DD', false],
    ['01-03-2025', 'DD-MM-YYYY', true],
    ['31-12-2025', 'DD-MM-YYYY', true],
    ['2025-03-01', 'DD-MM-YYYY', false],
    ['32-01-2025', 'DD-MM-YYYY', false],
    ['1/3/25', 'D/M/YY', true],
    ['01.03.2025', 'DD.MM.YYYY', true],
    ['01x03x2025', 'DD.MM.YYYY', false],
  ])('%s in %s → %s', (value, format, expected) => {
    expect(checkRule('date_format', value, [format])).toBe(expected);
  });

  it('checks the shape only, as FormKit does', () => {
    expect(checkRule('date_format', '2025-02-31', ['YYYY-MM-DD'])).toBe(true);
  });

  it('accepts anything Date.parse reads without a format', () => {
    expect(checkRule('date_format', '2025-03-01', [])).toBe(true);
    expect(checkRule('date_format', 'gisteren', [])).toBe(false);
  });

  it('builds an anchored regex from the tokens', () => {
    expect(regexForFormat('YYYY-MM-DD').test('x2025-03-01')).toBe(false);
    expect(regexForFormat('MM/YY').test('12/25')).toBe(true);
    expect(regexForFormat('MM/YY').test('13/25')).toBe(false);
    expect(regexForFormat('MM/YY').test('12/2025')).toBe(false);
  });
});
