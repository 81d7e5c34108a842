import { describe, expect, it } from 'vitest';
import { canonicalSearch, EXHIBITOR_PARAM, exhibitorQuery, parseExhibitorParams, parsePlanParams, planQuery, standHref, type ExhibitorFilters } from './filters';

const params = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('exhibitor filters', () => {
  it('reads every filter, the letter in lower case', () => {
    expect(parseExhibitorParams({ hal: '1', sector: 'catering', categorie: 'energie', letter: 'B', q: ' koffie ', pagina: '2' })).toEqual({
      hall: '1', sector: 'catering', category: 'energie', letter: 'b', keyword: 'koffie', page: 2,
    });
  });

  it('takes the empty fields of a submitted form as absent', () => {
    expect(parseExhibitorParams({ hal: '', sector: '', categorie: '', letter: '', q: '' })).toEqual({ page: 1 });
  });

  it('refuses what cannot be a filter', () => {
    for (const bad of [{ hal: '1.2' }, { hal: 'x'.repeat(11) }, { sector: 'bakkerij' }, { categorie: 'x' }, { letter: 'ab' }, { letter: '1' }, { pagina: '0' }, { q: 'x'.repeat(101) }, { hal: ['1', '2'] }]) {
      expect(parseExhibitorParams(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('writes one order, defaults left out, and round-trips through the parser', () => {
    const filters: ExhibitorFilters = { keyword: 'led & licht', letter: 'k', category: 'av-techniek', sector: 'standbouw', hall: '2', page: 3 };
    const query = exhibitorQuery(filters);
    expect(query).toBe('hal=2&sector=standbouw&categorie=av-techniek&letter=k&q=led+%26+licht&pagina=3');
    expect(parseExhibitorParams(params(query))).toEqual(filters);
    expect(exhibitorQuery({ page: 1 })).toBe('');
  });

  it('names the canonical query of a URL that is not canonical, keeping unknown parameters', () => {
    const given = { q: 'x', hal: '1', letter: '', utm_source: 'mail' };
    expect(canonicalSearch(given, exhibitorQuery(parseExhibitorParams(given)!), EXHIBITOR_PARAM)).toBe('hal=1&q=x&utm_source=mail');
  });
});

describe('plan selection', () => {
  it('reads a hall, or a stand with its hall', () => {
    expect(parsePlanParams({})).toEqual({ hall: undefined });
    expect(parsePlanParams({ hal: '2' })).toEqual({ hall: '2' });
    expect(parsePlanParams({ stand: '1.B12' })).toEqual({ hall: '1', stand: { hall: '1', number: 'B12' } });
    // The stand's own hall wins over another one beside it.
    expect(parsePlanParams({ hal: '2', stand: '1.B12' })).toEqual({ hall: '1', stand: { hall: '1', number: 'B12' } });
  });

  it('refuses what cannot be a stand', () => {
    for (const bad of [{ stand: 'B12' }, { stand: '1.B.12' }, { stand: '.B12' }, { stand: '1.' }, { stand: '1.<b>' }, { hal: '%' }, { stand: ['1.A1', '1.A2'] }]) {
      expect(parsePlanParams(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('writes the stand alone when there is one, and links to it', () => {
    expect(planQuery({ hall: '1', stand: { hall: '1', number: 'B12' } })).toBe('stand=1.B12');
    expect(planQuery({ hall: '2' })).toBe('hal=2');
    expect(planQuery({})).toBe('');
    expect(standHref('vakbeurs', '8', 'B12')).toBe('/kalender/vakbeurs/plattegrond?stand=8.B12');
  });
});
