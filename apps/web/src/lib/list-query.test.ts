import { describe, expect, it } from 'vitest';
import { chosenFilters } from './list-query';

describe('chosenFilters', () => {
  it('counts the filters that hold a choice, never the page', () => {
    expect(chosenFilters({ page: 3 })).toBe(0);
    expect(chosenFilters({ sector: 'catering', city: undefined, keyword: '', page: 2 })).toBe(1);
    expect(chosenFilters({ province: 'utrecht', city: 'Utrecht', keyword: 'stand', page: 1 })).toBe(3);
  });

  it('counts a set of boxes once when any is ticked', () => {
    expect(chosenFilters({ facilities: [], page: 1 })).toBe(0);
    expect(chosenFilters({ facilities: ['wifi', 'catering'], minCapacity: 500, page: 1 })).toBe(2);
  });
});
