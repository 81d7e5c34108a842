import { describe, expect, it } from 'vitest';
import { MAX_FAVOURITES } from '@standplaats/shared';
import { decodeFavourites, encodeFavourites, SHARE_PARAM } from './share';

describe('the share link’s favourites', () => {
  it('round-trip through a URL in the order they were saved', () => {
    const stands = ['2.A3', '1.B12', '10.C-4'];
    const url = new URL(`https://standplaats.nl/kalender/x/beursbezoek?${new URLSearchParams({ [SHARE_PARAM]: encodeFavourites(stands) })}`);
    expect(url.search).toBe('?s=2.A3_1.B12_10.C-4');
    expect(decodeFavourites(url.searchParams.get(SHARE_PARAM)!)).toEqual(stands);
  });

  it('are none without the parameter or with an empty one', () => {
    expect(decodeFavourites(undefined)).toEqual([]);
    expect(decodeFavourites('')).toEqual([]);
    expect(decodeFavourites(' ')).toEqual([]);
  });

  it('keep each stand once, the first time it comes, whatever its case', () => {
    expect(decodeFavourites('1.B12_2.A3_1.b12')).toEqual(['1.B12', '2.A3']);
  });

  it('refuse what is not a list of stands, or too long a list', () => {
    for (const raw of ['1.B12__2.A3', 'B12', '1.B12.3', '1.<b>', '1.B12,2.A3', '%', '1.ABCDEFGHIJK']) expect(decodeFavourites(raw), raw).toBeNull();
    expect(decodeFavourites(['1.B12', '2.A3'])).toBeNull();
    const many = Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => `1.S${i}`);
    expect(decodeFavourites(encodeFavourites(many.slice(0, MAX_FAVOURITES)))).toHaveLength(MAX_FAVOURITES);
    expect(decodeFavourites(encodeFavourites(many))).toBeNull();
  });
});
