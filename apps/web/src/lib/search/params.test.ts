import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchQuery } from './params';

describe('search params', () => {
  it('round-trips a search with facets, sort and page', () => {
    const state = parseSearchParams({ q: 'beurs', soort: 'evenement', wanneer: 'komend', sortering: 'datum', pagina: '2' });
    expect(state).toEqual({ q: 'beurs', type: 'event', when: 'upcoming', sort: 'date', page: 2 });
    expect(searchQuery(state)).toBe('q=beurs&soort=evenement&wanneer=komend&sortering=datum&pagina=2');
  });

  it('ignores values that are not facets and cuts long queries', () => {
    const state = parseSearchParams({ q: 'x'.repeat(10_000), soort: 'DROP TABLE', wanneer: 'ooit', pagina: '-1' });
    expect(state).toEqual({ q: 'x'.repeat(200), type: undefined, when: undefined, sort: 'relevance', page: 1 });
  });

  it('drops upcoming/past for types other than events', () => {
    expect(parseSearchParams({ q: 'a', soort: 'nieuws', wanneer: 'komend' }).when).toBeUndefined();
  });
});
