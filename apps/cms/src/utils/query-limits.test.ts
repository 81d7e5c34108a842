import { describe, expect, it } from 'vitest';
import { queryLimitViolation } from './query-limits';

const repeat = (count: number, part: (i: number) => string) => Array.from({ length: count }, (_, i) => part(i)).join('&');

describe('queryLimitViolation', () => {
  it('takes the site’s own deepest filter and an empty query', () => {
    expect(queryLimitViolation('filters[$and][0][$or][2][partner][name][$containsi]=x&locale=nl')).toBeNull();
    expect(queryLimitViolation('')).toBeNull();
  });

  it('takes 1000 parameters and 20 array items, refuses one more', () => {
    expect(queryLimitViolation(repeat(1000, (i) => `k${i}=1`))).toBeNull();
    expect(queryLimitViolation(repeat(1001, (i) => `k${i}=1`))).toMatch(/Parameter limit/);
    expect(queryLimitViolation(repeat(20, (i) => `ids[${i}]=x`))).toBeNull();
    expect(queryLimitViolation(repeat(21, (i) => `ids[${i}]=x`))).toMatch(/Array limit/);
    expect(queryLimitViolation('ids[500]=x')).toMatch(/Array limit/);
  });

  it('refuses a query nested deeper than 8', () => {
    expect(queryLimitViolation('a[1][2][3][4][5][6][7][8]=x')).toBeNull();
    expect(queryLimitViolation('a[1][2][3][4][5][6][7][8][9]=x')).toMatch(/depth/);
  });
});
