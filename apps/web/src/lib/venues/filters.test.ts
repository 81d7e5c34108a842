import { describe, expect, it } from 'vitest';
import { canonicalVenueSearch, parseVenueParams, venueFinderHref, venueQueryString, type VenueFilters } from './filters';

const base: VenueFilters = { facilities: [], page: 1 };

/** A query string as Next.js hands search params to a page: repeated names become arrays. */
function searchParamsOf(query: string) {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const had = params[name];
    params[name] = had === undefined ? value : [had, value].flat();
  }
  return params;
}

describe('parseVenueParams', () => {
  it('reads every filter', () => {
    expect(
      parseVenueParams({ provincie: 'utrecht', plaats: ' Utrecht ', type: 'beurshal', capaciteit: '500', voorziening: ['wifi', 'parkeren'], pagina: '2' }),
    ).toEqual({ province: 'utrecht', city: 'Utrecht', type: 'beurshal', minCapacity: 500, facilities: ['parking', 'wifi'], page: 2 });
  });

  it('takes the empty fields of a submitted form as absent', () => {
    expect(parseVenueParams({ provincie: '', plaats: '', type: '', capaciteit: '' })).toEqual(base);
    expect(parseVenueParams({})).toEqual(base);
  });

  it('refuses what cannot be a filter', () => {
    for (const bad of [
      { provincie: 'vlaanderen' },
      { type: 'beurscomplex' },
      { capaciteit: '0' },
      { capaciteit: '-5' },
      { capaciteit: 'veel' },
      { capaciteit: '9999999' },
      { voorziening: 'zwembad' },
      { voorziening: ['wifi', 'sauna'] },
      { type: ['hotel', 'theater'] },
      { plaats: 'x'.repeat(121) },
      { pagina: '0' },
    ]) {
      expect(parseVenueParams(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('venueQueryString', () => {
  it('writes the filters in one order, facilities in the list order, defaults left out', () => {
    expect(venueQueryString({ ...base, facilities: ['wifi', 'parking'], type: 'hotel', province: 'friesland' })).toBe(
      'provincie=friesland&type=hotel&voorziening=parkeren&voorziening=wifi',
    );
    expect(venueQueryString(base)).toBe('');
    expect(venueQueryString({ ...base, minCapacity: 1000, page: 3 })).toBe('capaciteit=1000&pagina=3');
  });

  it('round-trips through the parser', () => {
    const filters: VenueFilters = { province: 'noord-brabant', city: "'s-Hertogenbosch", type: 'unieke-locatie', minCapacity: 250, facilities: ['publicTransport', 'wheelchairAccess', 'audioVisual'], page: 4 };
    expect(parseVenueParams(searchParamsOf(venueQueryString(filters)))).toEqual(filters);
  });

  it('links back to page 1 when a filter changes', () => {
    expect(venueFinderHref('/locatie-finder', { ...base, page: 3 }, { province: 'zeeland' })).toBe('/locatie-finder?provincie=zeeland');
  });
});

describe('canonicalVenueSearch', () => {
  it('asks for the canonical URL when the form sent empty fields or another order, and keeps unknown parameters', () => {
    const given = searchParamsOf('type=hotel&provincie=&voorziening=wifi&voorziening=parkeren&utm_source=x');
    expect(canonicalVenueSearch(given, parseVenueParams(given)!)).toBe('type=hotel&voorziening=parkeren&voorziening=wifi&utm_source=x');
  });

  it('leaves a canonical URL alone', () => {
    const given = searchParamsOf('provincie=utrecht&voorziening=catering');
    expect(canonicalVenueSearch(given, parseVenueParams(given)!)).toBeNull();
  });
});
