import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowsOfBatch, withLoopbackAliases } from './index';

const now = Date.parse('2026-11-23T10:00:00Z');
const batch = (...urls: string[]) => ({ data: { events: urls.map((url) => ({ name: 'Pageview' as const, url, ts: now })), session: 's1', device: 'desktop' as const } });
const paths = (...urls: string[]) => rowsOfBatch(batch(...urls), now).map((row) => row.path);

afterEach(() => vi.unstubAllEnvs());

describe('the origins whose page views count', () => {
  it('are a loopback SITE_URL under each of its loopback names, with its port', () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    vi.stubEnv('ANALYTICS_SITE_ORIGINS', '');
    expect(paths('http://localhost:3000/a', 'http://127.0.0.1:3000/b', 'http://[::1]:3000/c', 'http://127.0.0.1:3001/d', 'https://localhost:3000/e', 'http://example.com/f')).toEqual(['/a', '/b', '/c']);
  });

  it('are only the named host of a SITE_URL that is not loopback', () => {
    vi.stubEnv('SITE_URL', 'https://www.standplaats.nl');
    vi.stubEnv('ANALYTICS_SITE_ORIGINS', 'http://127.0.0.1:3000');
    expect(paths('https://www.standplaats.nl/a', 'https://127.0.0.1/b', 'http://localhost:3000/c', 'http://127.0.0.1:3000/d')).toEqual(['/a', '/c', '/d']);
  });

  it('keep a loopback alias of the site out of the referrers', () => {
    vi.stubEnv('SITE_URL', 'http://127.0.0.1:3000');
    const event = { name: 'Pageview' as const, url: 'http://localhost:3000/a', ts: now, referrer: 'http://[::1]:3000/b' };
    expect(rowsOfBatch({ data: { events: [event], session: 's1', device: 'desktop' } }, now)[0]).toMatchObject({ path: '/a', referrerHost: null });
  });

  it('name each loopback host once', () => {
    expect(withLoopbackAliases('http://[::1]:8080/ignored')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
    expect(withLoopbackAliases('https://site.example')).toEqual(['https://site.example']);
  });
});
