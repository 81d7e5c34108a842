import { describe, expect, it } from 'vitest';
import { isSameSitePath, secretMatches } from './secrets';

describe('secretMatches', () => {
  it('matches only the configured secret', () => {
    expect(secretMatches('abc-def-ghi', 'abc-def-ghi')).toBe(true);
    expect(secretMatches('abc-def-ghX', 'abc-def-ghi')).toBe(false);
    expect(secretMatches('abc', 'abc-def-ghi')).toBe(false);
  });

  it('never matches when either side is missing', () => {
    expect(secretMatches(null, 'abc')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('abc', undefined)).toBe(false);
  });
});

describe('isSameSitePath', () => {
  it('accepts paths on this site', () => {
    for (const path of ['/', '/nieuws/a-b', '/en/kalender?maand=2027-03#top']) expect(isSameSitePath(path), path).toBe(true);
  });

  it('refuses anything that can leave the site', () => {
    for (const path of ['https://elders.example', '//elders.example', '/\\elders.example', 'nieuws', '/a b', '', null, undefined]) {
      expect(isSameSitePath(path), String(path)).toBe(false);
    }
  });
});
