import { describe, expect, it } from 'vitest';
import { parseSearchParams } from './search/params';
import { askedBefore, isListCopy, listCopy, searchCopy, searchParamsOfQuery, searchParamsOfSegment } from './list-copies';

/** The search parameters the copy of `search` reads, as the proxy's rewrite carries them. */
const carried = (search: string) => searchParamsOfSegment(listCopy('/bedrijvengids', search)!.split('/')[2]!);

describe('listCopy', () => {
  it('rewrites the lists, with or without a query, and nothing else', () => {
    expect(listCopy('/kalender', '')).toBe('/lijst-kopie/-/kalender');
    expect(listCopy('/kalender/vakbeurs/plattegrond', '?hal=2')).toBe('/lijst-kopie/aGFsPTI/kalender/vakbeurs/plattegrond');
    expect(listCopy('/kalender/vakbeurs', '?hal=2')).toBeNull();
    expect(listCopy('/zoeken', '?q=beurs')).toBeNull();
    expect(isListCopy('/lijst-kopie/-/kalender')).toBe(true);
    expect(isListCopy('/lijst-kopies')).toBe(false);
  });

  it('carries the query as the page would have read it', () => {
    expect(carried('')).toEqual({});
    expect(carried('?')).toEqual({});
    expect(carried('?sector=catering&letter=d&pagina=2')).toEqual({ sector: 'catering', letter: 'd', pagina: '2' });
    expect(carried('?q=stand+b12%2F%C3%A9%26x&leeg=')).toEqual({ q: 'stand b12/é&x', leeg: '' });
    expect(carried('?sector=a&sector=b&sector=c')).toEqual({ sector: ['a', 'b', 'c'] });
    // Malformed percent-encoding is read as the browser's URLSearchParams reads it, never thrown.
    expect(carried('?q=%E0%A4%A')).toEqual({ q: '\uFFFD%A' });
  });

  it('keeps every name an own property, `__proto__` too', () => {
    const given = carried('?__proto__=a&__proto__=b&constructor=c');
    expect(Object.getPrototypeOf(given)).toBe(Object.prototype);
    expect(Object.entries(given)).toEqual([['__proto__', ['a', 'b']], ['constructor', 'c']]);
  });

  it('puts no character of the query in the path but base64url ones', () => {
    expect(listCopy('/vacatures', '?q=../../etc/passwd#x%00')).toMatch(/^\/lijst-kopie\/[\w-]+\/vacatures$/);
  });
});

describe('searchCopy', () => {
  const copyOf = (query: string) => searchCopy(parseSearchParams(searchParamsOfQuery(query)));

  it('gives every URL of one search the same copy, and another search another', () => {
    const copy = copyOf('q=beurs&soort=evenement');
    expect(copy).toMatch(/^\/lijst-kopie\/[\w-]+\/zoeken$/);
    // Order, defaults and what the page does not read make no other page.
    expect(copyOf('soort=evenement&q=beurs&pagina=1&sortering=relevantie&utm_source=nieuwsbrief')).toBe(copy);
    expect(copyOf('q=beurs&soort=evenement&pagina=2')).not.toBe(copy);
    expect(copyOf('q=beurzen&soort=evenement')).not.toBe(copy);
    expect(copyOf('q=beurs')).not.toBe(copy);
  });

  it('carries the search as the page would have read it from the URL', () => {
    const query = 'q=stand+b12%2F%C3%A9%26x&soort=evenement&wanneer=voorbij&sortering=datum&pagina=3';
    const carried = searchParamsOfSegment(copyOf(query).split('/')[2]!);
    expect(parseSearchParams(carried)).toEqual(parseSearchParams(searchParamsOfQuery(query)));
    expect(parseSearchParams(carried)).toEqual({ q: 'stand b12/é&x', type: 'event', when: 'past', sort: 'date', page: 3 });
  });

  it('knows a search asked again within 5 minutes, and forgets one asked longer ago', () => {
    const copy = `/nl${copyOf('q=herhaald')}`;
    const now = Date.now();
    expect(askedBefore(copy, now)).toBe(false);
    expect(askedBefore(copy, now + 1000)).toBe(true);
    expect(askedBefore(`/en${copyOf('q=herhaald')}`, now + 1000)).toBe(false);
    expect(askedBefore(copy, now + 1000 + 5 * 60_000)).toBe(false);
    expect(askedBefore(copy, now + 2000 + 5 * 60_000)).toBe(true);
  });
});
