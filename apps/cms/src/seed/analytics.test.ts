import { describe, expect, it } from 'vitest';
import { demoTraffic, type Page } from './analytics';

const pages: Page[] = [
  { path: '/', weight: 30 },
  { path: '/bedrijvengids/abc', item: { type: 'company', id: 'abc' }, weight: 6, website: 'https://abc.example.nl' },
  { path: '/vacatures/monteur', item: { type: 'vacancy', id: 'vac' }, weight: 6 },
  { path: '/productengids/p1', item: { type: 'product', id: 'p1' }, weight: 3 },
];
const today = Date.parse('2026-11-26T00:00:00Z');
const traffic = () => [...demoTraffic(pages, today, 90)];

describe('the demo traffic', () => {
  it('is the same every time for the same pages and day', () => {
    expect(traffic()).toEqual(traffic());
  });

  it('covers the 90 days before today, each event on its own day, today left out', () => {
    const days = traffic();
    expect(days.map(({ day }) => day)).toHaveLength(90);
    expect(days[0]!.day).toBe('2026-08-28');
    expect(days.at(-1)!.day).toBe('2026-11-25');
    for (const { day, rows } of days) for (const row of rows) expect(row.day).toBe(day);
  });

  it('has fewer visits at weekends, views of every page, clicks on websites and leads', () => {
    const days = traffic();
    const sessions = (weekend: boolean) => {
      const picked = days.filter(({ day }) => [0, 6].includes(new Date(day).getUTCDay()) === weekend);
      return picked.reduce((sum, { rows }) => sum + new Set(rows.map((row) => row.session)).size, 0) / picked.length;
    };
    expect(sessions(true)).toBeLessThan(sessions(false) * 0.7);
    const rows = days.flatMap((day) => day.rows);
    for (const page of pages) expect(rows.some((row) => row.name === 'Pageview' && row.path === page.path)).toBe(true);
    expect(rows.filter((row) => row.name === 'Marketing').every((row) => row.url === 'https://abc.example.nl' && row.itemId === 'abc')).toBe(true);
    expect(new Set(rows.filter((row) => row.name === 'Lead').map((row) => row.lead))).toEqual(new Set(['apply', 'contact', 'newsletter']));
    expect(rows.filter((row) => row.referrerHost).length).toBeGreaterThan(0);
  });
});
