import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv';

describe('toCsv', () => {
  it('writes rows with CRLF and numbers as they are', () => {
    expect(toCsv([['Type', 'Views'], ['article', 12]])).toBe('Type,Views\r\narticle,12\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([['Beurs, groot', 'Zeg "hallo"', 'twee\nregels']])).toBe('"Beurs, groot","Zeg ""hallo""","twee\nregels"\r\n');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'plain']])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),plain\r\n`);
    expect(toCsv([[-2]])).toBe('-2\r\n');
  });
});

describe('csvFileName', () => {
  it('is safe for a header', () => {
    expect(csvFileName('Eventbureau Zuid & Co', '2026-01-01', '2026-01-31')).toBe('eventbureau-zuid-co-2026-01-01-2026-01-31.csv');
    expect(csvFileName('"; x=y', '')).toBe('x-y.csv');
    expect(csvFileName('')).toBe('export.csv');
  });
});
