import { describe, expect, it } from 'vitest';
import { splitLocale } from './pathname';

describe('splitLocale', () => {
  it('reads a Dutch path without prefix', () => {
    expect(splitLocale('/kalender')).toEqual({ locale: 'nl', path: '/kalender' });
    expect(splitLocale('/')).toEqual({ locale: 'nl', path: '/' });
  });

  it('strips the English prefix', () => {
    expect(splitLocale('/en/nieuws/beursvloer')).toEqual({ locale: 'en', path: '/nieuws/beursvloer' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
  });

  it('does not take a segment that merely starts like a language', () => {
    expect(splitLocale('/english')).toEqual({ locale: 'nl', path: '/english' });
  });
});
