import { describe, expect, it } from 'vitest';
import { rowsOfBatch, siteOrigins, withLoopbackAliases } from './index';

const now = Date.parse('2026-11-23T10:00:00Z');
const batch = (...urls: string[]) => ({ data: { events: urls.map((url) => ({ name: 'Pageview' as const, url, ts: now })), session: 's1', device: 'desktop' as const } });
/** The paths of the page views that count on a site at `site`. */
const counted = (site: string[], ...urls: string[]) => rowsOfBatch(batch(...urls), siteOrigins(site), now).map((row) => row.path);

describe('the origins whose page views count', () => {
  it('are a loopback site under each of its loopback names, with its port', () => {
    expect(counted(['http://localhost:3000'], 'http://localhost:3000/a', 'http://127.0.0.1:3000/b', 'http://[::1]:3000/c', 'http://127.0.0.1:3001/d', 'https://localhost:3000/e', 'http://example.com/f')).toEqual(['/a', '/b', '/c']);
  });

  it('are only the named host of a site that is not loopback, besides the other origins given', () => {
    expect(counted(['https://www.standplaats.nl', ' http://127.0.0.1:3000 ', '', 'geen url'], 'https://www.standplaats.nl/a', 'https://127.0.0.1/b', 'http://localhost:3000/c', 'http://127.0.0.1:3000/d')).toEqual(['/a', '/c', '/d']);
  });

  it('keep a loopback alias of the site out of the referrers', () => {
    const event = { name: 'Pageview' as const, url: 'http://localhost:3000/a', ts: now, referrer: 'http://[::1]:3000/b' };
    expect(rowsOfBatch({ data: { events: [event], session: 's1', device: 'desktop' } }, siteOrigins(['http://127.0.0.1:3000']), now)[0]).toMatchObject({ path: '/a', referrerHost: null });
  });

  it('name each loopback host once', () => {
    expect(withLoopbackAliases('http://[::1]:8080/ignored')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
    expect(withLoopbackAliases('https://site.example')).toEqual(['https://site.example']);
  });
});
