import { describe, expect, it, vi } from 'vitest';
import type { CollectedBatch } from '@standplaats/shared';
import { collect } from './collect';
import { encodeSession, newSession } from './session-cookie';
import { batchesPerMinute, visitorLimit } from './visitor-limit';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const cookie = encodeSession(newSession('0b7c5f7e-1f0e-4a4e-9d2f-2f6f4f1a9c11', Date.now()));
const pageview = { name: 'Pageview', url: 'https://standplaats.nl/kalender', ts: 1_790_000_000_000, referrer: '' };

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/statistics/', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'user-agent': chrome, cookie: `other=1; session=${cookie}`, ...headers },
  });
}

async function run(request: Request, forward = vi.fn(async (_batch: CollectedBatch) => {})) {
  const response = await collect(request, forward);
  return { response, forward, body: response.status === 400 || response.status === 413 ? ((await response.json()) as { error: string }) : null };
}

describe('POST /api/statistics/', () => {
  it('forwards the events with the session id and the device class, never the user agent', async () => {
    const { response, forward } = await run(post({ data: { events: [pageview], session: cookie } }, { 'user-agent': iphone }));
    expect(response.status).toBe(202);
    expect(forward).toHaveBeenCalledWith({ data: { events: [pageview], session: '0b7c5f7e-1f0e-4a4e-9d2f-2f6f4f1a9c11', device: 'mobile' } });
    expect(JSON.stringify(forward.mock.calls)).not.toContain('iPhone');
  });

  it('takes the session from the body when the browser keeps no cookie', async () => {
    const { response, forward } = await run(post({ data: { events: [pageview], session: cookie } }, { cookie: '' }));
    expect(response.status).toBe(202);
    expect(forward.mock.calls[0]?.[0].data.session).toBe('0b7c5f7e-1f0e-4a4e-9d2f-2f6f4f1a9c11');
  });

  it.each([
    ['not JSON', '{"data":', 'body: not JSON'],
    ['no events', { data: { events: [], session: cookie } }, 'data.events'],
    ['51 events', { data: { events: Array(51).fill(pageview), session: cookie } }, 'data.events'],
    ['an unknown name', { data: { events: [{ ...pageview, name: 'Purchase' }], session: cookie } }, 'data.events.0.name'],
    ['a server-only name', { data: { events: [{ ...pageview, name: 'sign in' }], session: cookie } }, 'data.events.0.name'],
    ['an unknown field', { data: { events: [{ ...pageview, ip: '1.2.3.4' }], session: cookie } }, 'unknown field'],
    ['a javascript: url', { data: { events: [{ ...pageview, url: 'javascript:alert(1)' }], session: cookie } }, 'data.events.0.url'],
    ['an unknown item type', { data: { events: [{ ...pageview, item: { type: 'page', id: 'x1' } }], session: cookie } }, 'data.events.0.item.type'],
    ['an unknown lead kind', { data: { events: [{ ...pageview, name: 'Lead', lead: 'phone' }], session: cookie } }, 'data.events.0.lead'],
  ])('answers 400 with a reason for %s', async (_case, body, reason) => {
    const { response, forward, body: answer } = await run(post(body));
    expect(response.status).toBe(400);
    expect(answer?.error).toContain(reason);
    expect(forward).not.toHaveBeenCalled();
  });

  it('answers 400 without a readable session in the cookie or the body', async () => {
    const { response, body } = await run(post({ data: { events: [pageview], session: 'abc' } }, { cookie: 'session=bm90IGpzb24=' }));
    expect(response.status).toBe(400);
    expect(body?.error).toContain('session');
  });

  it('answers 413 to a body over the size limit', async () => {
    const { response } = await run(post({ data: { events: [{ ...pageview, referrer: `https://x.nl/${'a'.repeat(40_000)}` }], session: cookie } }));
    expect(response.status).toBe(413);
  });

  it.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['DNT: 1', { dnt: '1' }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['no user agent', { 'user-agent': '' }],
    ['a prefetch', { 'sec-purpose': 'prefetch' }],
    ["Next's router prefetch", { 'next-router-prefetch': '1' }],
  ])('drops the batch for %s (204, nothing forwarded)', async (_case, headers) => {
    const { response, forward } = await run(post({ data: { events: [pageview], session: cookie } }, headers));
    expect(response.status).toBe(204);
    expect(forward).not.toHaveBeenCalled();
  });

  it('stops reading a body without a length once it passes the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(8192).fill(32));
      },
    });
    const request = new Request('http://localhost/api/statistics/', { method: 'POST', body: endless, headers: { 'user-agent': chrome }, duplex: 'half' } as RequestInit);
    const { response } = await run(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('answers 503 when the CMS fails, never a 500', async () => {
    const { response } = await run(post({ data: { events: [pageview], session: cookie } }), vi.fn(async () => { throw new Error('down'); }));
    expect(response.status).toBe(503);
  });
});

describe('POST /api/statistics/ per visitor', () => {
  const batch = () => ({ data: { events: [pageview], session: cookie } });

  it('refuses a visitor past the limit with 429 and Retry-After, forwarding nothing more, while others go on', async () => {
    const limit = visitorLimit(3);
    const forward = vi.fn(async (_batch: CollectedBatch) => {});
    const from = (address: string) => collect(post(batch(), { 'x-forwarded-for': address }), forward, limit);

    for (let i = 0; i < 3; i += 1) expect((await from('192.0.2.7')).status).toBe(202);
    const refused = await from('192.0.2.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'too-many-requests', message: 'Te veel verzoeken kort na elkaar. Probeer het over een minuut opnieuw.' });
    expect(forward).toHaveBeenCalledTimes(3);
    expect((await from('198.51.100.4')).status).toBe(202);
    // In the language the visitor reads the site in (the proxy's locale cookie).
    const english = await collect(post(batch(), { 'x-forwarded-for': '192.0.2.7', cookie: 'a=1; NEXT_LOCALE=en' }), forward, limit);
    expect(await english.json()).toMatchObject({ message: 'Too many requests in a short time. Please try again in a minute.' });
  });

  it('counts in one-minute windows from the first batch', () => {
    const limit = visitorLimit(2, 60_000);
    const start = Date.now();
    expect([limit.over('a', start), limit.over('a', start + 1), limit.over('a', start + 2)]).toEqual([false, false, true]);
    expect(limit.over('a', start + 59_999)).toBe(true);
    expect(limit.over('a', start + 60_000)).toBe(false);
  });
});

describe('batchesPerMinute', () => {
  it('is STATISTICS_RATE_LIMIT_PER_MINUTE when that is a positive whole number, else 120', () => {
    expect(batchesPerMinute('300')).toBe(300);
    expect(batchesPerMinute(undefined)).toBe(120);
    expect(batchesPerMinute('0')).toBe(120);
    expect(batchesPerMinute('lots')).toBe(120);
  });
});
