import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySite, registerSiteRevalidation, SETTLE_MS } from './revalidation';

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
  // Time runs as usual; a test can leap ahead, and the calls each write leaves for later end with it.
  vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
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

  it('tells the site the same once more when the reads made during the write have ended', async () => {
    const { calls, url } = await site([]);
    vi.stubEnv('SITE_URL', url);
    await notifySite(strapi, 'partner', 'abc123', { slugs: ['de-vries'] });
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 100);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual(calls[0]);
    expect(JSON.parse(calls[1]!.body)).toEqual({ type: 'partner', documentId: 'abc123', slugs: ['de-vries'] });
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

  it('says once that the site is down, though it tells the site twice', async () => {
    const { url } = await site([]);
    opened.splice(0).forEach((server) => server.close());
    vi.stubEnv('SITE_URL', url);
    await notifySite(strapi, 'article', undefined);
    await vi.advanceTimersByTimeAsync(SETTLE_MS + 2 * 3000);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

type Row = { slug?: string; tags?: { slug: string }[]; partner?: { documentId: string } | null };
type Middleware = (context: { action: string; uid: string; params: Record<string, unknown> }, next: () => Promise<unknown>) => Promise<unknown>;

/** The document-service middleware over a stand-in Strapi whose database holds `rows` of the document. */
function middlewareOver(rows: { current: Row[] }) {
  let middleware: Middleware | undefined;
  const attributes: Record<string, Record<string, { type: string; target?: string }>> = {
    'api::article.article': { slug: { type: 'uid' }, tags: { type: 'relation', target: 'api::tag.tag' } },
    'api::product.product': { slug: { type: 'uid' }, partner: { type: 'relation', target: 'api::partner.partner' } },
  };
  const fake = {
    log: { warn },
    documents: { use: (fn: Middleware) => (middleware = fn) },
    getModel: (uid: string) => ({ attributes: attributes[uid] ?? {} }),
    db: { query: () => ({ findMany: async () => rows.current }) },
  };
  registerSiteRevalidation(fake as unknown as Core.Strapi);
  return middleware!;
}

const bodies = (calls: { body: string }[]) => calls.map(({ body }) => JSON.parse(body) as Record<string, unknown>);

describe('the revalidation middleware', () => {
  it('names the old and the new slug of a renamed article, and its news tags before and after', async () => {
    const { calls, url } = await site([]);
    vi.stubEnv('SITE_URL', url);
    // The draft and the published version, in Dutch and English.
    const rows = { current: [{ slug: 'oude-kop', tags: [{ slug: 'beurzen' }] }, { slug: 'old-title', tags: [{ slug: 'fairs' }] }] as Row[] };
    const write = async () => {
      rows.current = [{ slug: 'nieuwe-kop', tags: [{ slug: 'festivals' }] }, { slug: 'old-title', tags: [{ slug: 'fairs' }] }];
      return { documentId: 'abc123' };
    };
    await middlewareOver(rows)({ action: 'update', uid: 'api::article.article', params: { documentId: 'abc123', locale: 'nl' } }, write);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(bodies(calls)).toEqual([
      { type: 'article', documentId: 'abc123', slugs: ['oude-kop', 'old-title', 'nieuwe-kop'], newsTags: ['beurzen', 'fairs', 'festivals'] },
    ]);
  });

  it("names a new document's slug, read after the write", async () => {
    const { calls, url } = await site([]);
    vi.stubEnv('SITE_URL', url);
    const rows = { current: [] as Row[] };
    const write = async () => {
      rows.current = [{ slug: 'eerste-kop', tags: [] }];
      return { documentId: 'new1' };
    };
    await middlewareOver(rows)({ action: 'create', uid: 'api::article.article', params: { locale: 'nl' } }, write);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(bodies(calls)).toEqual([{ type: 'article', documentId: 'new1', slugs: ['eerste-kop'] }]);
  });

  it("tells the pages of a product's old and new company", async () => {
    const { calls, url } = await site([]);
    vi.stubEnv('SITE_URL', url);
    const rows = { current: [{ slug: 'stand', partner: { documentId: 'oud1' } }] as Row[] };
    const write = async () => {
      rows.current = [{ slug: 'stand', partner: { documentId: 'nieuw1' } }];
      return { documentId: 'p1' };
    };
    await middlewareOver(rows)({ action: 'update', uid: 'api::product.product', params: { documentId: 'p1' } }, write);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(bodies(calls)).toEqual(
      expect.arrayContaining([
        { type: 'product', documentId: 'p1', slugs: ['stand'] },
        { type: 'partner', documentId: 'oud1' },
        { type: 'partner', documentId: 'nieuw1' },
      ]),
    );
  });
});
