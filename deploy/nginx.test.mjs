// nginx answers a first visit from its cache only where it knows the language the site would
// choose from the browser's Accept-Language; that choice is next-intl's, read here from the site's
// own routing and middleware.
import { readFileSync } from 'node:fs';
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, test } from 'vitest';
import { routing } from '../apps/web/src/i18n/routing';

/** deploy/nginx.conf's `map $http_accept_language $browser_locale`, evaluated as nginx does. */
function browserLocaleMap() {
  const config = readFileSync(new URL('nginx.conf', import.meta.url), 'utf8');
  const block = /map \$http_accept_language \$browser_locale \{([^}]*)\}/.exec(config)?.[1];
  if (!block) throw new Error('deploy/nginx.conf has no map of $http_accept_language to $browser_locale.');
  const unquote = (token) => token.replace(/^"(.*)"$/, '$1');
  const entries = [...block.matchAll(/^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);/gm)].map(([, source, value]) => [unquote(source), unquote(value)]);
  const exact = new Map(entries.filter(([source]) => !source.startsWith('~') && source !== 'default'));
  const patterns = entries.filter(([source]) => source.startsWith('~')).map(([source, value]) => [new RegExp(source.replace(/^~\*?/, ''), source.startsWith('~*') ? 'i' : ''), value]);
  const fallback = entries.find(([source]) => source === 'default')?.[1] ?? '';
  // nginx tries the exact strings, then the patterns in their order.
  return (header) => exact.get(header) ?? patterns.find(([pattern]) => pattern.test(header))?.[1] ?? fallback;
}

/** The language the site gives a first visitor of its home page: a rewrite to Dutch, or a redirect to /en. */
const negotiate = createMiddleware(routing);
function siteLocale(header) {
  const response = negotiate(new NextRequest('http://localhost/', { headers: header === '' ? {} : { 'accept-language': header } }));
  const location = response.headers.get('location');
  return location ? new URL(location, 'http://localhost/').pathname.split('/')[1] : routing.defaultLocale;
}

const browsers = {
  'no header': '',
  'Chrome, Dutch': 'nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7',
  'Firefox, Dutch': 'nl,en-US;q=0.7,en;q=0.3',
  'Safari, Dutch': 'nl-NL,nl;q=0.9',
  'Chrome, Belgian Dutch': 'nl-BE,nl;q=0.9,fr;q=0.8,en;q=0.7',
  'Chrome, American English': 'en-US,en;q=0.9',
  'Chrome, British English': 'en-GB,en-US;q=0.9,en;q=0.8',
};
const firsts = ['nl', 'NL', 'nl-NL', 'nl-BE', 'en', 'en-US', 'EN-us', 'en-GB', 'en-AU', 'de', 'de-DE', 'fr', 'cy', 'fy', 'af', '*', 'en;q=0.8', 'nl;q=0.5', ' nl-NL '];
const rests = ['', 'nl', 'nl;q=0.9', 'nl-NL;q=0.5', 'en', 'en;q=0.9', 'en-US;q=0.8', 'en-GB', 'de;q=0.7', 'cy', 'fr-FR,fr;q=0.9', 'ga;q=0.2,en;q=0.1'];
const headers = [...Object.values(browsers), ...firsts.flatMap((first) => rests.map((rest) => (rest ? `${first},${rest}` : first)))];

describe("nginx's reading of Accept-Language", () => {
  const browserLocale = browserLocaleMap();

  test('names the language the site chooses, wherever it names one', () => {
    const named = headers.filter((header) => browserLocale(header) !== '');
    expect(named.map((header) => [header, browserLocale(header)])).toEqual(named.map((header) => [header, siteLocale(header)]));
    // Enough to be worth checking: a fifth of the combinations at least.
    expect(named.length).toBeGreaterThan(headers.length / 5);
  });

  test.each(Object.entries(browsers))('names one for %s', (_, header) => {
    expect(browserLocale(header)).toBe(siteLocale(header));
  });

  test('leaves the site to decide where best fit prefers a later language', () => {
    // next-intl takes Dutch over a British English listed first.
    expect(siteLocale('en-GB,nl')).toBe('nl');
    expect(browserLocale('en-GB,nl')).toBe('');
  });
});
