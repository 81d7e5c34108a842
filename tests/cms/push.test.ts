import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import constants from '../support/test-constants.json';
import { createMember, logIn } from '../support/members';
import { adminJwt, cmsUrl, publicApi, sharedEditor, siteApi } from './helpers';
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
    // Keys that no message could be encrypted to: a public key of the wrong length, a short auth secret.
    const short = { p256dh: subscription.keys.p256dh.slice(0, 40), auth: subscription.keys.auth };
    expect((await siteApi('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: short, locale: 'nl' })).status).toBe(400);
    expect((await siteApi('/push-subscriptions/subscribe', { endpoint: subscription.endpoint, keys: { ...subscription.keys, auth: 'c2VjcmV0' }, locale: 'nl' })).status).toBe(400);
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
    const jwt = await adminJwt();
    const first = await send(jwt);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { sent: number } }).data.sent).toBeGreaterThanOrEqual(1);
    expect((await received(subscription.clientHash)).map((message) => JSON.parse(String(message)).title)).toEqual(['Pushbericht uit de beheeromgeving']);
    const again = await send(jwt);
    expect(again.status).toBe(400);
    expect(await received(subscription.clientHash)).toHaveLength(1);
  });
});

describe('event reminders', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const events: string[] = [];
  afterAll(async () => {
    for (const documentId of events) await sharedEditor().api(`/events/${documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
  });

  /** A published event that takes registrations, starting at 10:00 Dutch time `days` from now. */
  async function eventIn(days: number, title: string) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * DAY));
    const startsAt = new Date(`${day}T10:00:00+01:00`);
    const slug = `herinnering-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const { data } = await sharedEditor().api('/events?locale=nl&status=published', {
      method: 'POST',
      json: { data: { title, slug, kind: 'congres', startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 7 * 60 * 60 * 1000).toISOString(), city: 'Utrecht', venueName: 'Jaarbeurs', registrationOpen: true } },
    });
    events.push(data.documentId);
    return data as { documentId: string; slug: string };
  }

  /** A new member, signed in: their calls as the site's server makes them, with their JWT. */
  async function member() {
    const { email, password } = await createMember(sharedEditor().api);
    const { jwt } = (await logIn(cmsUrl(), email, password)).body;
    return (path: string, body?: unknown) =>
      publicApi(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  }
  type MemberCalls = Awaited<ReturnType<typeof member>>;

  const register = (as: MemberCalls, event: string, locale = 'nl') => as('/event-registrations', { event, locale, name: 'Sanne Bakker' });
  const reminders = (as: MemberCalls, browser: StandInSubscription, on: boolean, locale = 'nl') =>
    as('/push-subscriptions/reminders', { endpoint: browser.endpoint, keys: browser.keys, locale, on });

  /** The browser's messages once the schedule (every 2 s in the tests) has had `seconds` to run. */
  async function receivedWithin(browser: StandInSubscription, seconds: number, count = 1) {
    const until = Date.now() + seconds * 1000;
    let messages = await received(browser.clientHash);
    while (messages.length < count && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      messages = await received(browser.clientHash);
    }
    return messages.map((message) => JSON.parse(String(message)) as { title: string; body: string; url: string; tag: string });
  }

  /**
   * A barrier instead of a sleep: returns once a whole run of the schedule has begun and ended
   * since the call. Two new members register for `event` one after the other, each once the one
   * before has been reminded, so the second is reminded by a later run than the first (runs do not
   * overlap: they take milliseconds, every 2 s).
   */
  async function aWholeRunSince(event: string) {
    for (let i = 0; i < 2; i++) {
      const [witness, browser] = [await member(), await browserSubscription()];
      expect((await register(witness, event)).status).toBe(201);
      await reminders(witness, browser, true);
      expect(await receivedWithin(browser, 15)).toHaveLength(1);
    }
  }

  it('are only for members, and list where they are on', async () => {
    const browser = await browserSubscription();
    const anonymous = await publicApi('/push-subscriptions/reminders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: browser.endpoint, keys: browser.keys, locale: 'nl', on: true }),
    });
    expect([401, 403]).toContain(anonymous.status);
    expect([401, 403]).toContain((await publicApi('/push-subscriptions/reminders')).status);

    const sanne = await member();
    expect((await sanne('/push-subscriptions/reminders')).body.data).toEqual({ endpoints: [] });
    expect((await reminders(sanne, browser, true)).body.data).toEqual({ endpoints: [browser.endpoint] });
    expect((await sanne('/push-subscriptions/reminders')).body.data).toEqual({ endpoints: [browser.endpoint] });
    expect((await sanne('/push-subscriptions/reminders', { endpoint: 'geen-url', keys: browser.keys, locale: 'nl', on: true })).status).toBe(400);
    expect((await reminders(sanne, browser, false)).body.data).toEqual({ endpoints: [] });
    // Turning reminders off keeps the browser's breaking news.
    expect(await storedEndpoints()).toContain(browser.endpoint);
  });

  it("leave with a deleted account; the browser keeps breaking news", async () => {
    const browser = await browserSubscription();
    const { email, password } = await createMember(sharedEditor().api);
    const { jwt } = (await logIn(cmsUrl(), email, password)).body;
    const call = (path: string, body: unknown) =>
      publicApi(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` }, body: JSON.stringify(body) });
    expect((await call('/push-subscriptions/reminders', { endpoint: browser.endpoint, keys: browser.keys, locale: 'nl', on: true })).status).toBe(200);
    expect((await call('/account/delete', { password })).status).toBe(204);

    const stored = await sharedEditor().api(`/push-subscriptions?filters[endpoint][$eq]=${encodeURIComponent(browser.endpoint)}&fields[0]=eventReminders`);
    expect(stored.data).toEqual([expect.objectContaining({ eventReminders: false })]);
  });

  it("go out the day before, once, to the registered member's browsers with reminders on, in their language", async () => {
    const tomorrow = await eventIn(1, 'Congres van morgen');
    const later = await eventIn(3, 'Congres van later');
    const [sanne, ruud, kees] = [await member(), await member(), await member()];
    const [sanneBrowser, ruudBrowser, keesBrowser] = [await browserSubscription(), await browserSubscription(), await browserSubscription()];

    expect((await register(sanne, tomorrow.documentId)).status).toBe(201);
    expect((await register(sanne, later.documentId)).status).toBe(201);
    expect((await register(ruud, tomorrow.documentId, 'en')).status).toBe(201);
    // Kees has reminders on, but registered for nothing tomorrow; Ruud's English reminder comes in English.
    await reminders(sanne, sanneBrowser, true);
    await reminders(ruud, ruudBrowser, true, 'en');
    await reminders(kees, keesBrowser, true);

    const [message] = await receivedWithin(sanneBrowser, 15);
    expect(message).toBeDefined();
    expect(message).toMatchObject({ title: 'Morgen: Congres van morgen', url: `/kalender/${tomorrow.slug}`, tag: `event-${tomorrow.documentId}` });
    expect(message!.body).toMatch(/10:00.*Jaarbeurs, Utrecht$/);
    expect((await receivedWithin(ruudBrowser, 15)).map(({ title, url }) => ({ title, url }))).toEqual([{ title: 'Tomorrow: Congres van morgen', url: `/en/kalender/${tomorrow.slug}` }]);

    // Another whole run of the schedule: still one each, nothing for the event later on, nothing for Kees.
    await aWholeRunSince(tomorrow.documentId);
    expect(await received(sanneBrowser.clientHash)).toHaveLength(1);
    expect(await received(ruudBrowser.clientHash)).toHaveLength(1);
    expect(await received(keesBrowser.clientHash)).toHaveLength(0);
  });

  it('reach a member who turns them on after the first run that day, and move with the 7-day renewal', async () => {
    const tomorrow = await eventIn(1, 'Beurs van morgen');
    const anna = await member();
    const [oldBrowser, renewed] = [await browserSubscription(), await browserSubscription()];
    expect((await register(anna, tomorrow.documentId)).status).toBe(201);
    // A run sees her registration while she has no browser with reminders on.
    await aWholeRunSince(tomorrow.documentId);

    // The browser's renewal names the subscription it replaces: the reminders go along.
    await reminders(anna, oldBrowser, true);
    await siteApi('/push-subscriptions/subscribe', { endpoint: renewed.endpoint, keys: renewed.keys, locale: 'nl', replaces: oldBrowser.endpoint });
    expect((await anna('/push-subscriptions/reminders')).body.data).toEqual({ endpoints: [renewed.endpoint] });
    expect(await storedEndpoints()).not.toContain(oldBrowser.endpoint);

    expect((await receivedWithin(renewed, 15)).map(({ title }) => title)).toEqual(['Morgen: Beurs van morgen']);
  });
});
