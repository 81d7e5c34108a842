import { describe, expect, it } from 'vitest';
import { isListCopy, listCopy, searchParamsOfSegment } from './list-copies';

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
