import { describe, expect, it } from 'vitest';
import {
  canonicalSearch,
  DIRECTORY_PARAM,
  directoryQuery,
  parseDirectoryParams,
  parseProductParams,
  PRODUCT_PARAM,
  productQuery,
  type DirectoryFilters,
  type ProductFilters,
} from './filters';

const params = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('directory filters', () => {
  it('reads every filter, the letter in lower case', () => {
    expect(parseDirectoryParams({ sector: 'catering', provincie: 'utrecht', plaats: ' Utrecht ', letter: 'B', q: 'koffie', pagina: '2' })).toEqual({
      sector: 'catering', province: 'utrecht', city: 'Utrecht', letter: 'b', keyword: 'koffie', page: 2,
    });
  });

  it('takes the empty fields of a submitted form as absent', () => {
    expect(parseDirectoryParams({ sector: '', provincie: '', plaats: '', letter: '', q: '' })).toEqual({ page: 1 });
  });

  it('refuses what cannot be a filter', () => {
    for (const bad of [{ sector: 'bakkerij' }, { provincie: 'vlaanderen' }, { letter: 'ab' }, { letter: '1' }, { pagina: '0' }, { q: 'x'.repeat(101) }, { sector: ['catering', 'energie'] }]) {
      expect(parseDirectoryParams(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('writes one order, defaults left out, and round-trips through the parser', () => {
    const filters: DirectoryFilters = { keyword: 'a b', letter: 'k', city: "'s-Hertogenbosch", province: 'noord-brabant', sector: 'energie', page: 3 };
    const query = directoryQuery(filters);
    expect(query).toBe('sector=energie&provincie=noord-brabant&plaats=%27s-Hertogenbosch&letter=k&q=a+b&pagina=3');
    expect(parseDirectoryParams(params(query))).toEqual(filters);
    expect(directoryQuery({ page: 1 })).toBe('');
  });

  it('names the canonical query of a URL that is not canonical, keeping unknown parameters', () => {
    const given = { q: 'x', sector: 'catering', plaats: '', utm_source: 'mail' };
    const filters = parseDirectoryParams(given)!;
    expect(canonicalSearch(given, directoryQuery(filters), DIRECTORY_PARAM)).toBe('sector=catering&q=x&utm_source=mail');
    const canonical = { sector: 'catering', q: 'x' };
    expect(canonicalSearch(canonical, directoryQuery(parseDirectoryParams(canonical)!), DIRECTORY_PARAM)).toBeNull();
  });
});

describe('product filters', () => {
  const company = 'k3j5l2m9n8b7v6c5x4z3a2s1';

  it('reads every filter', () => {
    expect(parseProductParams({ categorie: 'standbouw', bedrijf: company, q: 'balie', pagina: '4' })).toEqual({ category: 'standbouw', company, keyword: 'balie', page: 4 });
  });

  it('refuses what cannot be a filter', () => {
    for (const bad of [{ categorie: 'x' }, { bedrijf: '12' }, { bedrijf: 'ABC<script>' }, { pagina: '-1' }, { q: 'x'.repeat(101) }]) {
      expect(parseProductParams(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('round-trips through the parser', () => {
    const filters: ProductFilters = { keyword: 'led & licht', company, category: 'av-techniek', page: 2 };
    const query = productQuery(filters);
    expect(query).toBe(`categorie=av-techniek&bedrijf=${company}&q=led+%26+licht&pagina=2`);
    expect(parseProductParams(params(query))).toEqual(filters);
    expect(canonicalSearch(params(query), query, PRODUCT_PARAM)).toBeNull();
  });
});
