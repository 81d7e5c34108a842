// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Sent = { data: { events: Array<{ name: string; url: string; item?: unknown; referrer?: string }>; session: string } };

async function load({ gpc = false } = {}) {
  vi.resetModules();
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    throw new Error('offline');
  }));
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
  const tracker = await import('./tracker');
  return { tracker, sent };
}

const sessionCookie = () => document.cookie.split('; ').find((part) => part.startsWith('session='))?.slice('session='.length);

describe('the tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.cookie = 'session=; Max-Age=0; Path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('issues the session cookie and sends the queued views with it; a failed send is swallowed', async () => {
    const { tracker, sent } = await load();
    tracker.trackView();
    tracker.trackView({ type: 'article', id: 'abc123' });
    const cookie = sessionCookie();
    expect(cookie).toBeTruthy();
    expect(JSON.parse(atob(cookie!))).toMatchObject({ id: expect.any(String), iat: expect.any(Number), exp: expect.any(Number) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data.session).toBe(cookie);
    expect(sent[0]?.data.events.map((event) => [event.name, event.item])).toEqual([['Pageview', undefined], ['Pageview', { type: 'article', id: 'abc123' }]]);
  });

  it('starts session polling 5000 ms after start', async () => {
    const { tracker, sent } = await load();
    tracker.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[0]?.data.events.map((event) => event.name)).toEqual(['session start']);
  });

  it('keeps an existing session cookie', async () => {
    const value = btoa(JSON.stringify({ id: 'existing-session-1', iat: Date.now(), exp: Date.now() + 1000_000 }));
    document.cookie = `session=${value}; Path=/`;
    const { tracker, sent } = await load();
    tracker.trackView();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sessionCookie()).toBe(value);
    expect(sent[0]?.data.session).toBe(value);
  });

  it('sends the referrer with the first view only, and never one of our own pages', async () => {
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.example.org/links');
    const { tracker, sent } = await load();
    tracker.trackView();
    tracker.trackView();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent[0]?.data.events.map((event) => event.referrer)).toEqual(['https://www.example.org/links', undefined]);

    referrer.mockReturnValue(`${location.origin}/kalender`);
    const again = await load();
    again.tracker.trackView();
    await vi.advanceTimersByTimeAsync(1000);
    expect(again.sent[0]?.data.events[0]?.referrer).toBeUndefined();
    referrer.mockRestore();
  });

  it('counts no view of a 404, whether the 404 is known before or after the view is queued', async () => {
    const { tracker, sent } = await load();
    tracker.trackView();
    tracker.notFound();
    tracker.trackView();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(0);
  });

  it('makes a session id without randomUUID (a plain-http host)', async () => {
    const { tracker } = await load();
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      tracker.trackView();
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
    expect(JSON.parse(atob(sessionCookie()!)).id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sets no cookie and sends nothing under Global Privacy Control', async () => {
    const { tracker, sent } = await load({ gpc: true });
    tracker.trackView();
    tracker.track('Lead', { lead: 'apply' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sessionCookie()).toBeUndefined();
    expect(sent).toHaveLength(0);
  });
});
