import { describe, expect, it } from 'vitest';
import { defaultLocale, isLocale, localeCookie, locales, localeTags, localisedPath } from './locales';

describe('locales', () => {
  it('are Dutch and English, Dutch first', () => {
    expect([...locales]).toEqual(['nl', 'en']);
  });

  it('default to Dutch', () => {
    expect(defaultLocale).toBe('nl');
  });

  it('have BCP 47 tags', () => {
    expect(localeTags).toEqual({ nl: 'nl-NL', en: 'en-US' });
  });
});

describe('isLocale', () => {
  it.each(['nl', 'en'])('accepts %j', (value) => {
    expect(isLocale(value)).toBe(true);
  });

  it.each(['de', 'NL', 'EN', 'nl-NL', 'en-US', '', ' nl', undefined, null, 1, ['nl'], { nl: true }])(
    'rejects %j',
    (value) => {
      expect(isLocale(value)).toBe(false);
    },
  );
});

describe('localeCookie', () => {
  it('is named NEXT_LOCALE', () => {
    expect(localeCookie.name).toBe('NEXT_LOCALE');
  });

  it('lasts 365 days in seconds', () => {
    expect(localeCookie.maxAge).toBe(31_536_000);
  });

  it('is SameSite lax', () => {
    expect(localeCookie.sameSite).toBe('lax');
  });
});

describe('localisedPath', () => {
  it('leaves Dutch paths without a prefix', () => {
    expect(localisedPath('nl', '/nieuws/a')).toBe('/nieuws/a');
    expect(localisedPath('nl', '/')).toBe('/');
  });

  it('prefixes English paths with /en', () => {
    expect(localisedPath('en', '/nieuws/a')).toBe('/en/nieuws/a');
  });

  it('turns the English home page into /en without a trailing slash', () => {
    expect(localisedPath('en', '/')).toBe('/en');
  });
});
