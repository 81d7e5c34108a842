// nginx answers a first visit from its cache only where it knows the language the site would
// choose from the browser's Accept-Language; that choice is next-intl's, read here from the site's
// own routing and middleware. What is no page at all (files, API routes) it knows as the site does.
import { readFileSync } from 'node:fs';
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, test } from 'vitest';
import { routing } from '../apps/web/src/i18n/routing';

/** deploy/nginx.conf's `map $source $variable`, evaluated as nginx does. */
function nginxMap(source, variable) {
  const config = readFileSync(new URL('nginx.conf', import.meta.url), 'utf8');
  const block = new RegExp(`map \\$${source} \\$${variable} \\{([^}]*)\\}`).exec(config)?.[1];
  if (!block) throw new Error(`deploy/nginx.conf has no map of $${source} to $${variable}.`);
  const unquote = (token) => token.replace(/^"(.*)"$/, '$1');
  const entries = [...block.matchAll(/^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);/gm)].map(([, from, value]) => [unquote(from), unquote(value)]);
  const exact = new Map(entries.filter(([from]) => !from.startsWith('~') && from !== 'default'));
  const patterns = entries.filter(([from]) => from.startsWith('~')).map(([from, value]) => [new RegExp(from.replace(/^~\*?/, ''), from.startsWith('~*') ? 'i' : ''), value]);
  const fallback = entries.find(([from]) => from === 'default')?.[1] ?? '';
  // nginx tries the exact strings, then the patterns in their order.
  return (input) => exact.get(input) ?? patterns.find(([pattern]) => pattern.test(input))?.[1] ?? fallback;
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
  const browserLocale = nginxMap('http_accept_language', 'browser_locale');

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

/** apps/web/src/proxy.ts's OUTSIDE_PAGES, from its source: the module itself runs only in the site's server. */
function outsidePages() {
  const source = readFileSync(new URL('../apps/web/src/proxy.ts', import.meta.url), 'utf8');
  const literal = /^const OUTSIDE_PAGES = \/(.+)\/;$/m.exec(source)?.[1];
  if (!literal) throw new Error('apps/web/src/proxy.ts has no OUTSIDE_PAGES.');
  return new RegExp(literal);
}

describe("nginx's reading of the path", () => {
  const OUTSIDE_PAGES = outsidePages();
  const pathLocale = nginxMap('request_uri', 'path_locale');
  const uris = ['/api/x', '/_next/x', '/health', '/builds/x', '/builds/latest.json', '/robots.txt', '/nieuws/a.b', '/nieuws?q=a.b', '/en', '/en?x', '/enquete', '/apiary'];

  test.each(uris)('takes %s for no page just where the site does', (uri) => {
    expect(pathLocale(uri) === '-').toBe(OUTSIDE_PAGES.test(new URL(uri, 'http://localhost').pathname));
  });

  test('gives the pages under /en English, and no other', () => {
    expect(uris.filter((uri) => pathLocale(uri) === 'en')).toEqual(['/en', '/en?x']);
  });
});
