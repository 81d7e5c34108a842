import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySite } from './revalidation';

const SECRET = 'revalidatie-geheim';

/** A stand-in site that answers the statuses given, one per call, and records what it was sent. */
async function site(statuses: number[]) {
  const calls: { secret: string | undefined; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ secret: req.headers['x-revalidate-secret'] as string | undefined, body });
      res.statusCode = statuses[calls.length - 1] ?? 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push(server);
  return { calls, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const opened: ReturnType<typeof createServer>[] = [];
const warn = vi.fn();
const strapi = { log: { warn } } as unknown as Core.Strapi;

beforeEach(() => {
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  warn.mockClear();
});
afterEach(() => {
  vi.unstubAllEnvs();
  opened.splice(0).forEach((server) => server.close());
});

describe('notifySite', () => {
  it('tells the site the type and document, with the shared secret', async () => {
    const { calls, url } = await site([200]);
    vi.stubEnv('SITE_URL', `${url}/`);
    await notifySite(strapi, 'article', 'abc123');
    expect(calls).toEqual([{ secret: SECRET, body: JSON.stringify({ type: 'article', documentId: 'abc123' }) }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('tries a busy site once more, and is quiet when the second try lands', async () => {
    const { calls, url } = await site([503, 200]);
    vi.stubEnv('SITE_URL', url);
    await notifySite(strapi, 'article', 'abc123');
    expect(calls).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives up after the second try and says so once', async () => {
    const { calls, url } = await site([503, 502, 200]);
    vi.stubEnv('SITE_URL', url);
    await notifySite(strapi, 'event', undefined);
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe('Site revalidation of event answered 502');
  });

  it('does not repeat a call the site refused (a wrong secret stays wrong)', async () => {
    const { calls, url } = await site([401]);
    vi.stubEnv('SITE_URL', url);
    await notifySite(strapi, 'article', undefined);
    expect(calls).toHaveLength(1);
    expect(warn.mock.calls[0][0]).toBe('Site revalidation of article answered 401');
  });

  it('tries again when the site cannot be reached, without echoing the secret', async () => {
    const { url } = await site([]);
    opened.splice(0).forEach((server) => server.close());
    vi.stubEnv('SITE_URL', url);
    await notifySite(strapi, 'article', undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^Site revalidation of article failed: /);
    expect(warn.mock.calls[0][0]).not.toContain(SECRET);
  });
});
