import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi, sharedEditor } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
const created: string[] = [];

beforeAll(async () => {
  cms = sharedEditor();
});

afterAll(async () => {
  for (const documentId of created) await cms.api(`/outbound-links/${documentId}`, { method: 'DELETE' }).catch(() => undefined);
});

const click = (id: string | number, body?: unknown) =>
  publicApi(`/outbound-links/${id}/click`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const eventsOfSession = async (session: string) =>
  (await cms.api(`/analytics-events?filters[session][$eq]=${session}&pagination[pageSize]=100`)).data;

describe('outbound link clicks', () => {
  it('record exactly one Marketing event and answer the target', async () => {
    const session = `sessie-${Date.now()}`;
    const { status, body } = await click(1, { referrer: '/nieuws/beursvloer-groeit-weer-in-2026', session });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { id: 1, url: 'https://www.expovisie.nl/' } });

    const events = await eventsOfSession(session);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      name: 'Marketing',
      url: 'https://www.expovisie.nl/',
      session,
      data: { linkId: 1, label: 'Banner Expovisie', partner: null, referrer: '/nieuws/beursvloer-groeit-weer-in-2026' },
    });
    expect(Date.now() - new Date(events[0].occurredAt).getTime()).toBeLessThan(60_000);
  });

  it('name the partner of a partner link by its documentId', async () => {
    const session = `sessie-partner-${Date.now()}`;
    const { body } = await click(2, { session });
    const [link] = (await cms.api('/outbound-links?filters[id][$eq]=2&populate[partner][fields][0]=name')).data;
    expect(link.partner.name).toBe('De Vries Standbouw');
    expect(body.data.url).toBe(link.url);
    const [event] = await eventsOfSession(session);
    expect(event.data).toMatchObject({ linkId: 2, partner: link.partner.documentId, referrer: null });
  });

  it('work without a body', async () => {
    const { status, body } = await publicApi('/outbound-links/3/click', { method: 'POST' });
    expect(status).toBe(200);
    expect(body.data.id).toBe(3);
  });

  it('answer 404 for an unknown or malformed id, and record nothing', async () => {
    const session = `sessie-404-${Date.now()}`;
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      const { status, body } = await click(id, { session });
      expect(status, id).toBe(404);
      expect(body.error.name).toBe('NotFoundError');
    }
    expect(await eventsOfSession(session)).toEqual([]);
  });

  it('refuse unknown body keys with 400', async () => {
    const { status, body } = await click(1, { referrer: '/', utm: 'x' });
    expect(status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
    expect((await click(1, { session: 42 })).status).toBe(400);
  });
});

describe('tracking data', () => {
  it('is not readable by the public', async () => {
    for (const path of ['/outbound-links', '/outbound-links/1', '/analytics-events']) {
      expect((await publicApi(path)).status, path).toBe(403);
    }
  });

  it('accepts only http and https link targets', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com/file', '/relatief', '//example.com']) {
      await expect(cms.api('/outbound-links', { method: 'POST', json: { data: { label: 'Fout', url } } }), url).rejects.toThrow(/→ 400/);
    }
    const { data } = await cms.api('/outbound-links', { method: 'POST', json: { data: { label: 'Goed', url: 'https://example.com/pad?x=1' } } });
    created.push(data.documentId);
    expect((await click(data.id)).body.data).toEqual({ id: data.id, url: 'https://example.com/pad?x=1' });
  });
});
