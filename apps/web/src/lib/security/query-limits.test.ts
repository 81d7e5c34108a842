import { describe, expect, it } from 'vitest';
import { queryLimitViolation } from './query-limits';

const repeat = (count: number, part: (i: number) => string) => Array.from({ length: count }, (_, i) => part(i)).join('&');

describe('queryLimitViolation', () => {
  it('takes ordinary filters, with or without the question mark', () => {
    expect(queryLimitViolation('?type=beurs&maand=2027-03&pagina=2')).toBeNull();
    expect(queryLimitViolation('faciliteit=wifi&faciliteit=parkeren')).toBeNull();
    expect(queryLimitViolation('')).toBeNull();
    expect(queryLimitViolation('?')).toBeNull();
  });

  it('takes 1000 parameters and refuses 1001', () => {
    expect(queryLimitViolation(repeat(1000, (i) => `k${i}=1`))).toBeNull();
    expect(queryLimitViolation(repeat(1001, (i) => `k${i}=1`))).toMatch(/Parameter limit exceeded/);
  });

  it('takes 20 array items and refuses 21, whether repeated, bracketed or indexed', () => {
    expect(queryLimitViolation(repeat(20, () => 'type=x'))).toBeNull();
    expect(queryLimitViolation(repeat(21, () => 'type=x'))).toMatch(/Array limit exceeded/);
    expect(queryLimitViolation(repeat(21, () => 'type[]=x'))).toMatch(/Array limit exceeded/);
    expect(queryLimitViolation('type[100]=x')).toMatch(/Array limit exceeded/);
  });

  it('takes depth 5 and refuses 6', () => {
    expect(queryLimitViolation('a[b][c][d][e][f]=1')).toBeNull();
    expect(queryLimitViolation('a[b][c][d][e][f][g]=1')).toMatch(/depth/);
  });
});
