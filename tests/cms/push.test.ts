import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import constants from '../support/test-constants.json';
import { cmsUrl, sharedEditor, siteApi } from './helpers';
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
import TestingServer from 'web-push-testing/src/server.js';

// web-push-testing: a stand-in push service on loopback that takes subscriptions, checks the VAPID
// signature, decrypts what it is sent and answers 410 for a subscription it was told to expire.
const PUSH_PORT = Number(process.env.TEST_PUSH_PORT ?? 1591);
const pushService = `http://localhost:${PUSH_PORT}`;

type StandInSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

const post = async (path: string, body?: unknown) => {
  const response = await fetch(`${pushService}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
};

/** A browser's subscription, made at the stand-in with the CMS's public key. */
async function browserSubscription(): Promise<StandInSubscription> {
  const { body } = await post('/subscribe', { applicationServerKey: constants.cmsSecrets.VAPID_PUBLIC_KEY });
  return body.data;
}
const received = async (clientHash: string): Promise<unknown[]> => (await post('/get-notifications', { clientHash })).body?.data?.messages ?? [];

let server: TestingServer;

beforeAll(async () => {
  server = new TestingServer(new PushApiModel(), PUSH_PORT);
  server.startServer();
  for (let tries = 0; (await fetch(`${pushService}/status`, { method: 'POST' }).catch(() => null))?.status !== 200; tries++) {
    if (tries > 50) throw new Error(`The stand-in push service did not start on ${pushService}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
// The articles made here go again: they are the newest, and other files list the newest first.
const made: string[] = [];
afterAll(async () => {
  server._server?.close();
  for (const documentId of made) await sharedEditor().deleteArticle(documentId);
});

async function publishedArticle(title: string) {
  const slug = `push-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const article = await sharedEditor().createArticle({ title, slug, excerpt: `Samenvatting van ${title}`, date: new Date().toISOString() }, { publish: true });
  made.push(article.documentId);
  return article;
}
const sendArticle = (documentId: string) => sharedEditor().api(`/push-subscriptions/articles/${documentId}`, { method: 'POST' }).then((b) => b.data, (error: Error) => error);
const storedEndpoints = async () =>
  ((await sharedEditor().api('/push-subscriptions?pagination[pageSize]=100&fields[0]=endpoint')).data as { endpoint: string }[]).map((s) => s.endpoint);

describe('web push', () => {
  it('takes a subscription only from the site, and a well-formed one only', async () => {
    const subscription = await browserSubscription();
    expect((await siteApi('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, locale: 'nl' }, null)).status).toBe(403);
    expect((await siteApi('/push-subscriptions/subscribe', { endpoint: 'geen-url', keys: subscription.keys, locale: 'nl' })).status).toBe(400);
    expect((await siteApi('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, locale: 'nl' })).status).toBe(201);
    expect((await siteApi('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, locale: 'nl' })).status).toBe(201);
    expect((await storedEndpoints()).filter((endpoint) => endpoint === subscription.endpoint)).toHaveLength(1);
  });

  it('sends a published article once: the stand-in decrypts it with a valid VAPID signature', async () => {
    const subscription = await browserSubscription();
    await siteApi('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, locale: 'nl' });
    const article = await publishedArticle('Pushbericht over de beursvloer');

    const delivery = await sendArticle(article.documentId);
    expect(delivery).toMatchObject({ removed: 0, failed: 0 });
    expect(delivery.sent).toBeGreaterThanOrEqual(1);
    const messages = await received(subscription.clientHash);
    expect(messages).toHaveLength(1);
    expect(JSON.parse(String(messages[0]))).toEqual({
      title: 'Pushbericht over de beursvloer',
      body: 'Samenvatting van Pushbericht over de beursvloer',
      url: `/nieuws/${article.slug}`,
      tag: `article-${article.documentId}`,
    });

    const again = await sendArticle(article.documentId);
    expect(again).toBeInstanceOf(Error);
    expect(String(again)).toMatch(/→ 400: .*already been sent/);
    expect(await received(subscription.clientHash)).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const subscription = await browserSubscription();
    await siteApi('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, locale: 'en' });
    expect((await post(`/expire-subscription/${subscription.clientHash}`)).status).toBe(200);

    const delivery = await sendArticle((await publishedArticle('Verlopen abonnement')).documentId);
    expect(delivery.removed).toBeGreaterThanOrEqual(1);
    expect(await storedEndpoints()).not.toContain(subscription.endpoint);
  });

  it('refuses an article that is not published', async () => {
    const draft = await sharedEditor().createArticle({ title: 'Concept', slug: `concept-${Date.now()}`, date: new Date().toISOString() });
    made.push(draft.documentId);
    expect(String(await sendArticle(draft.documentId))).toMatch(/→ 404/);
  });

  it("sends from the admin's own API with an editor's admin session, once, and to no one else", async () => {
    const subscription = await browserSubscription();
    await siteApi('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, locale: 'nl' });
    const article = await publishedArticle('Pushbericht uit de beheeromgeving');
    const send = (token?: string) =>
      fetch(`${cmsUrl()}/standplaats/push/articles/${article.documentId}`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

    expect((await send()).status).toBe(401);
    // An API token is not an admin session.
    expect((await send(inject('editorToken'))).status).toBe(401);
    const login = await fetch(`${cmsUrl()}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(constants.admin) });
    const { data } = (await login.json()) as { data: { token: string } };

    const first = await send(data.token);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { sent: number } }).data.sent).toBeGreaterThanOrEqual(1);
    expect((await received(subscription.clientHash)).map((message) => JSON.parse(String(message)).title)).toEqual(['Pushbericht uit de beheeromgeving']);
    const again = await send(data.token);
    expect(again.status).toBe(400);
    expect(await received(subscription.clientHash)).toHaveLength(1);
  });
});
