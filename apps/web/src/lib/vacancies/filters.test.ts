import { describe, expect, it } from 'vitest';
import { canonicalSearch, parseHours, parseVacancyParams, vacancyQuery } from './filters';

describe('vacancy filters', () => {
  it('read every filter of a URL and write it back in one canonical order', () => {
    const filters = parseVacancyParams({ q: 'monteur', uren: 'voltijd', functie: 'techniek', provincie: 'utrecht', plaats: 'Utrecht', dienstverband: 'vast', niveau: 'medior', bedrijf: 'lumen-eventtechniek', pagina: '2' });
    expect(filters).toEqual({ functionArea: 'techniek', province: 'utrecht', city: 'Utrecht', hours: 'voltijd', employmentType: 'vast', level: 'medior', company: 'lumen-eventtechniek', keyword: 'monteur', page: 2 });
    expect(vacancyQuery(filters!)).toBe('functie=techniek&provincie=utrecht&plaats=Utrecht&uren=voltijd&dienstverband=vast&niveau=medior&bedrijf=lumen-eventtechniek&q=monteur&pagina=2');
  });

  it('drop the empty fields a GET form sends, and say which URL is canonical', () => {
    const given = { functie: '', uren: '16-24', q: ' ', utm_source: 'nieuwsbrief' };
    const filters = parseVacancyParams(given)!;
    expect(filters).toMatchObject({ hours: '16-24', page: 1 });
    expect(filters.keyword).toBeUndefined();
    expect(canonicalSearch(given, filters)).toBe('uren=16-24&utm_source=nieuwsbrief');
    expect(canonicalSearch({ uren: '16-24' }, parseVacancyParams({ uren: '16-24' })!)).toBeNull();
  });

  it('refuse values that cannot be filters', () => {
    for (const given of [{ functie: 'astronaut' }, { uren: '40-16' }, { uren: '10-70' }, { uren: 'veel' }, { provincie: 'bayern' }, { dienstverband: 'x' }, { niveau: 'guru' }, { bedrijf: 'Niet Geldig' }, { pagina: '0' }, { q: ['a', 'b'] }, { q: 'x'.repeat(101) }]) {
      expect(parseVacancyParams(given), JSON.stringify(given)).toBeNull();
    }
  });

  it('turn full-time, part-time and ranges into hours a week', () => {
    expect(parseHours('voltijd')).toEqual({ min: 32 });
    expect(parseHours('deeltijd')).toEqual({ max: 31 });
    expect(parseHours('24-32')).toEqual({ min: 24, max: 32 });
    expect(parseHours('0-10')).toBeNull();
  });
});
