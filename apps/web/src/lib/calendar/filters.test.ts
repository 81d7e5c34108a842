import { describe, expect, it } from 'vitest';
import { calendarHref, calendarQuery, canonicalSearch, eventQuery, listsPast, parseCalendarParams, type CalendarFilters } from './filters';

const base: CalendarFilters = { view: 'lijst', past: false, page: 1 };

describe('parseCalendarParams', () => {
  it('reads every filter', () => {
    expect(parseCalendarParams({ type: 'beurs', maand: '2027-03', provincie: 'utrecht', plaats: 'Utrecht', q: ' vakbeurs ', weergave: 'maand' })).toEqual({
      kind: 'beurs',
      month: { year: 2027, month: 3 },
      province: 'utrecht',
      city: 'Utrecht',
      keyword: 'vakbeurs',
      view: 'maand',
      past: false,
      page: 1,
    });
  });

  it('takes the empty fields of a submitted form as absent', () => {
    expect(parseCalendarParams({ type: '', maand: '', provincie: '', plaats: '', q: '' })).toEqual(base);
    expect(parseCalendarParams({})).toEqual(base);
  });

  it('reads past events and later pages', () => {
    expect(parseCalendarParams({ periode: 'voorbij', pagina: '3' })).toEqual({ ...base, past: true, page: 3 });
  });

  it('refuses what cannot be a filter', () => {
    for (const bad of [{ type: 'rave' }, { maand: '2025-13' }, { maand: '2027-3' }, { provincie: 'vlaanderen' }, { weergave: 'jaar' }, { periode: 'toekomst' }, { pagina: '0' }, { pagina: 'twee' }, { type: ['beurs', 'congres'] }, { q: 'x'.repeat(101) }]) {
      expect(parseCalendarParams(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('calendarQuery', () => {
  it('writes the filters in one order and leaves the defaults out', () => {
    expect(calendarQuery({ ...base, keyword: 'a b', kind: 'congres', month: { year: 2027, month: 3 } })).toBe('type=congres&maand=2027-03&q=a+b');
    expect(calendarQuery(base)).toBe('');
    expect(calendarQuery({ ...base, past: true, page: 2 })).toBe('periode=voorbij&pagina=2');
  });

  it('gives a month view neither pages nor a past', () => {
    expect(calendarQuery({ ...base, view: 'maand', past: true, page: 4 })).toBe('weergave=maand');
  });

  it('round-trips through the parser', () => {
    const filters: CalendarFilters = { ...base, kind: 'festival', province: 'zeeland', city: "'s-Hertogenbosch", page: 2 };
    expect(parseCalendarParams(Object.fromEntries(new URLSearchParams(calendarQuery(filters))))).toEqual(filters);
  });

  it('links back to page 1 when a filter changes', () => {
    expect(calendarHref('/kalender', { ...base, page: 3 }, { kind: 'beurs' })).toBe('/kalender?type=beurs');
    expect(calendarHref('/kalender', { ...base, kind: 'beurs' }, { page: 2 })).toBe('/kalender?type=beurs&pagina=2');
  });
});

describe('eventQuery', () => {
  const now = new Date('2027-03-10T12:00:00Z');

  it('asks for upcoming events, or past ones', () => {
    expect(eventQuery(base, 'nl', now)).toMatchObject({ when: 'upcoming', page: 1 });
    expect(eventQuery({ ...base, past: true }, 'nl', now)).toMatchObject({ when: 'past' });
  });

  it('asks for the whole of a chosen month, in Dutch time', () => {
    const query = eventQuery({ ...base, month: { year: 2027, month: 4 }, kind: 'beurs' }, 'en', now);
    expect(query).toMatchObject({ locale: 'en', kind: 'beurs', when: 'all' });
    expect(query.between?.from.toISOString()).toBe('2027-03-31T22:00:00.000Z');
  });

  it('shows the current month in the month view when none is chosen', () => {
    expect(eventQuery({ ...base, view: 'maand' }, 'nl', now).between?.from.toISOString()).toBe('2027-02-28T23:00:00.000Z');
  });
});

describe('canonicalSearch', () => {
  const read = (query: string) => {
    const params = Object.fromEntries(new URLSearchParams(query));
    return canonicalSearch(params, parseCalendarParams(params)!);
  };

  it('leaves a canonical URL alone', () => {
    expect(read('')).toBeNull();
    expect(read('type=beurs&maand=2027-03')).toBeNull();
    expect(read('type=beurs&utm_source=nieuwsbrief')).toBeNull();
  });

  it('drops the empty fields of a submitted form and fixes the order', () => {
    expect(read('type=beurs&maand=&provincie=&plaats=&q=')).toBe('type=beurs');
    expect(read('maand=2027-03&type=beurs')).toBe('type=beurs&maand=2027-03');
    expect(read('type=&maand=&provincie=&plaats=&q=')).toBe('');
    expect(read('pagina=1&weergave=lijst')).toBe('');
  });

  it('keeps parameters it does not know', () => {
    expect(read('utm_source=x&maand=&type=festival')).toBe('type=festival&utm_source=x');
  });
});

describe('listsPast', () => {
  const now = new Date('2027-03-15T12:00:00Z');
  const list: CalendarFilters = { view: 'lijst', past: false, page: 1 };
  it('is true for the past list and for a month that has ended, else false', () => {
    expect(listsPast(list, now)).toBe(false);
    expect(listsPast({ ...list, past: true }, now)).toBe(true);
    expect(listsPast({ ...list, month: { year: 2027, month: 2 } }, now)).toBe(true);
    expect(listsPast({ ...list, month: { year: 2027, month: 3 } }, now)).toBe(false);
    expect(listsPast({ ...list, view: 'maand', month: { year: 2027, month: 2 } }, now)).toBe(true);
    expect(listsPast({ ...list, view: 'maand', past: true }, now)).toBe(false);
  });
});
