import { describe, expect, it } from 'vitest';
import { MAX_FAVOURITES, mergeFavourites, parseStandLabel, sameStand } from './planner';

describe('favourite stands', () => {
  it('are read from their labels, hall code and stand number', () => {
    expect(parseStandLabel('10.C-4')).toEqual({ hall: '10', number: 'C-4' });
    for (const label of ['B12', '1.B12.3', '1.<b>', '1.', '.B12']) expect(parseStandLabel(label), label).toBeNull();
  });

  it('are the same stand whatever their case', () => {
    expect(sameStand('1.b12', '1.B12')).toBe(true);
    expect(sameStand('1.B12', '1.B1')).toBe(false);
  });

  it('merge as the first list, then what only the next has, each stand once and at most MAX_FAVOURITES', () => {
    expect(mergeFavourites(['1.A1', '1.A2'], ['1.a2', '2.B1'])).toEqual(['1.A1', '1.A2', '2.B1']);
    expect(mergeFavourites([], ['2.B1'])).toEqual(['2.B1']);
    expect(mergeFavourites(['1.B12', '2.A3', '1.b12'])).toEqual(['1.B12', '2.A3']);
    const many = Array.from({ length: MAX_FAVOURITES + 5 }, (_, i) => `1.S${i}`);
    expect(mergeFavourites(many.slice(0, 50), many.slice(40))).toEqual(many.slice(0, MAX_FAVOURITES));
  });
});
