import { describe, expect, it } from 'vitest';
import { alternates, everyLanguage } from './alternates';

describe('alternates', () => {
  const paths = { nl: '/nieuws/a', en: '/nieuws/b' };

  it('gives the English page its own canonical and every language', () => {
    expect(alternates('en', paths)).toEqual({
      canonical: '/en/nieuws/b',
      languages: { nl: '/nieuws/a', en: '/en/nieuws/b', 'x-default': '/nieuws/a' },
    });
  });

  it('gives the Dutch page its own unprefixed canonical', () => {
    expect(alternates('nl', paths)).toEqual({
      canonical: '/nieuws/a',
      languages: { nl: '/nieuws/a', en: '/en/nieuws/b', 'x-default': '/nieuws/a' },
    });
  });

  it('lists only nl and x-default for a Dutch-only page', () => {
    const result = alternates('en', { nl: '/nieuws/alleen-nl' });
    expect(result?.languages).toEqual({ nl: '/nieuws/alleen-nl', 'x-default': '/nieuws/alleen-nl' });
    expect(result?.languages).not.toHaveProperty('en');
  });

  it('points the English canonical of a Dutch-only page at the Dutch URL', () => {
    expect(alternates('en', { nl: '/nieuws/alleen-nl' })?.canonical).toBe('/nieuws/alleen-nl');
  });

  it('gives the Dutch canonical of a Dutch-only page as the Dutch URL', () => {
    expect(alternates('nl', { nl: '/nieuws/alleen-nl' })?.canonical).toBe('/nieuws/alleen-nl');
  });

  it('works for the home page in every language', () => {
    expect(alternates('en', everyLanguage('/'))).toEqual({
      canonical: '/en',
      languages: { nl: '/', en: '/en', 'x-default': '/' },
    });
    expect(alternates('nl', everyLanguage('/'))?.canonical).toBe('/');
  });

  it('has no x-default for a page without a Dutch version', () => {
    const result = alternates('en', { en: '/nieuws/english-only' });
    expect(result?.languages).toEqual({ en: '/en/nieuws/english-only' });
    expect(result?.canonical).toBe('/en/nieuws/english-only');
  });
});

describe('everyLanguage', () => {
  it('maps every locale to the same path', () => {
    expect(everyLanguage('/kalender')).toEqual({ nl: '/kalender', en: '/kalender' });
  });
});
