import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import constants from '../tests/support/test-constants.json';
import { createMember } from '../tests/support/members';
import { cmsUrl, sharedEditor } from './support/editor';
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
import TestingServer from 'web-push-testing/src/server.js';

// web-push-testing: a stand-in push service on loopback (subscribes, checks VAPID, decrypts).
const PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? 1492);
const pushService = `http://localhost:${PUSH_PORT}`;

const TURN_ON = 'Meldingen bij breaking news aanzetten';
const optIn = (page: Page, name = TURN_ON) => page.getByRole('contentinfo').getByRole('button', { name });
const status = (page: Page) => page.getByRole('contentinfo').locator('p[aria-live="polite"]');

/**
 * Clicks the opt-in once its island has come alive. Before the page hydrates, the server's button
 * has no code and a click does nothing: a test that clicked at once failed now and then on a busy
 * machine, where a page can stand for a while after its load event before it hydrates. Focus is
 * one of the things that bring the island's code; each try focuses the button anew, until the
 * button is React's own.
 */
async function turnOn(page: Page, name = TURN_ON) {
  const button = optIn(page, name);
  await expect
    .poll(() =>
      button.evaluate((element) => {
        element.blur();
        element.focus();
        return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  await button.click();
}

test.describe('push opt-in errors', { tag: '@browser' }, () => {
  test('nothing is asked on load; a browser without push says so', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
      Notification.requestPermission = () => Promise.reject(new Error('asked'));
    });
    await page.goto('/');
    await expect(status(page)).toHaveText('');
    await turnOn(page);
    await expect(status(page)).toHaveText('Deze browser kan geen pushmeldingen ontvangen. Probeer een recente versie van Chrome, Edge, Firefox of Safari.');
  });

  test('a refused permission says it is blocked, in English too', async ({ page }) => {
    await page.addInitScript(() => {
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    await page.goto('/');
    await turnOn(page);
    await expect(status(page)).toHaveText('Je browser staat meldingen van Standplaats niet toe. Sta ze toe in de instellingen van je browser en probeer het opnieuw.');
    await page.goto('/en');
    await turnOn(page, 'Turn on breaking news notifications');
    await expect(status(page)).toHaveText("Your browser does not allow notifications from Standplaats. Allow them in your browser's settings and try again.");
  });

  test('a push service that refuses the subscription, and being offline, each have their text', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = () => Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'));
    });
    await page.goto('/');
    await turnOn(page);
    await expect(status(page)).toHaveText('Aanmelden voor meldingen is niet gelukt. Probeer het later opnieuw.');

    await context.setOffline(true);
    await turnOn(page);
    await expect(status(page)).toHaveText('Je bent offline. Maak verbinding met internet en probeer het opnieuw.');
    await context.setOffline(false);
  });
});

test.describe('push from the CMS', { tag: '@browser' }, () => {
  // One worker for these tests: each worker would start its own stand-in on the one port.
  test.describe.configure({ mode: 'default' });
  let server: TestingServer;
  test.beforeAll(async () => {
    server = new TestingServer(new PushApiModel(), PUSH_PORT);
    server.startServer();
    await expect.poll(async () => (await fetch(`${pushService}/status`, { method: 'POST' }).catch(() => null))?.status).toBe(200);
  });
  test.afterAll(() => server._server?.close());

  const post = async (path: string, body: unknown = {}) =>
    (await fetch(`${pushService}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();

  test('an article sent as push reaches the push service, and the service worker shows it', async ({ page, context }) => {
    // Chromium's own push service is out of reach here: the browser gets a subscription of the stand-in.
    const { data: subscription } = await post('/subscribe', { applicationServerKey: constants.cmsSecrets.VAPID_PUBLIC_KEY });
    await context.grantPermissions(['notifications']);
    await page.addInitScript((made) => {
      const fake = { endpoint: made.endpoint, expirationTime: null, toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }), unsubscribe: async () => true };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
    }, subscription);

    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
    await cdp.send('ServiceWorker.enable');

    await turnOn(page);
    await expect(status(page)).toHaveText('Meldingen staan aan: je hoort het meteen als er breaking news is.');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('messagingToken')))!).endpoint).toBe(subscription.endpoint);
    const stored = await sharedEditor().api(`/push-subscriptions?filters[endpoint][$eq]=${encodeURIComponent(subscription.endpoint)}`);
    expect(stored.data).toHaveLength(1);

    const editor = sharedEditor();
    const slug = `push-e2e-${Date.now()}`;
    const article = await editor.createArticle({ title: 'Beursvloer groeit door', slug, excerpt: 'Meer standhouders dan ooit.', date: new Date().toISOString() }, { publish: true });
    try {
      const { data: delivery } = await editor.api(`/push-subscriptions/articles/${article.documentId}`, { method: 'POST' });
      expect(delivery.sent).toBeGreaterThanOrEqual(1);
      const { data } = await post('/get-notifications', { clientHash: subscription.clientHash });
      expect(data.messages).toHaveLength(1);
      const message = JSON.parse(data.messages[0]);
      expect(message).toMatchObject({ title: 'Beursvloer groeit door', body: 'Meer standhouders dan ooit.', url: `/nieuws/${slug}` });

      // The service worker gets the decrypted message as the browser would hand it over.
      await expect.poll(() => registrations.find((r) => r.scopeURL.endsWith('/'))?.registrationId).toBeTruthy();
      const { registrationId } = registrations.find((r) => r.scopeURL.endsWith('/'))!;
      // A registration is reported before its worker is active, and a push to a worker still installing is lost.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(message) });
      await expect
        .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data?.url }))))
        .toEqual([{ title: 'Beursvloer groeit door', body: 'Meer standhouders dan ooit.', url: `/nieuws/${slug}` }]);
    } finally {
      await editor.deleteArticle(article.documentId);
    }
  });

  test("an editor sends a published article from its page in the CMS admin, after confirming", async ({ page }) => {
    const { data: subscription } = await post('/subscribe', { applicationServerKey: constants.cmsSecrets.VAPID_PUBLIC_KEY });
    const subscribed = await fetch(`${cmsUrl}/api/push-subscriptions/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET },
      body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys, locale: 'nl' }),
    });
    expect(subscribed.status).toBe(201);
    const editor = sharedEditor();
    const article = await editor.createArticle({ title: 'Pushbericht uit het beheer', slug: `push-admin-${Date.now()}`, excerpt: 'Verstuurd vanuit de CMS.', date: new Date().toISOString() }, { publish: true });
    try {
      await page.goto(`${cmsUrl}/admin`);
      await page.locator('input[name="email"]').fill(constants.admin.email);
      await page.locator('input[name="password"]').fill(constants.admin.password);
      await page.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/admin(\/)?$/);
      await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::article.article/${article.documentId}?plugins[i18n][locale]=nl`);

      // The admin in Dutch, as for every user the project makes. In the panel beside Publish, or in its menu of further actions when the panel is full.
      const action = page.getByRole('button', { name: 'Versturen als pushbericht' });
      if (!(await action.isVisible({ timeout: 5000 }).catch(() => false))) {
        await page.getByRole('button', { name: 'Meer documentacties' }).click();
        await page.getByRole('menuitem', { name: 'Versturen als pushbericht' }).click();
      } else {
        await action.click();
      }
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toContainText('Een artikel gaat één keer uit');
      await dialog.getByRole('button', { name: 'Versturen', exact: true }).click();
      await expect(page.getByText(/Verstuurd naar \d+ browsers/)).toBeVisible();

      const { data } = await post('/get-notifications', { clientHash: subscription.clientHash });
      expect(data.messages.map((message: string) => JSON.parse(message).title)).toEqual(['Pushbericht uit het beheer']);
    } finally {
      await editor.deleteArticle(article.documentId);
    }
  });
});

test.describe('event reminders on the account page', { tag: '@browser' }, () => {
  const said = (reminders: Locator) => reminders.locator('p[aria-live="polite"]');
  /** Signs a new member in and opens their account page, with a browser whose push service is a stand-in endpoint. */
  async function accountWithPush(page: Page, context: BrowserContext) {
    const account = await createMember(sharedEditor().api);
    // Keys of the real shape; the endpoint refuses at once, so an editor's send to all is not held up by it.
    const made = {
      endpoint: `http://127.0.0.1:9/herinneringen-${Date.now()}`,
      expirationTime: null,
      keys: { p256dh: createECDH('prime256v1').generateKeys('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    await context.grantPermissions(['notifications']);
    await page.addInitScript((made) => {
      const fake = { ...made, toJSON: () => made, unsubscribe: async () => true };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
    }, made);
    await page.goto(`/inloggen?redirect=${encodeURIComponent('/account')}`);
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/account$/);
    return page.getByRole('region', { name: 'Herinneringen' });
  }

  test('a member turns them on in this browser, sees it after a reload, and turns them off', async ({ page, context }) => {
    const reminders = await accountWithPush(page, context);
    await expect(said(reminders)).toHaveText('Herinneringen staan nog in geen enkele browser aan.');

    await reminders.getByRole('button', { name: 'Herinneringen in deze browser aanzetten' }).click();
    await expect(said(reminders)).toHaveText('Herinneringen staan aan in deze browser. Herinneringen staan aan in 1 browser.');
    await page.reload();
    await expect(said(reminders)).toHaveText('Herinneringen staan aan in deze browser. Herinneringen staan aan in 1 browser.');
    await expect(page.getByRole('contentinfo').locator('p[aria-live="polite"]')).toHaveText('');

    await reminders.getByRole('button', { name: 'Herinneringen in deze browser uitzetten' }).click();
    await expect(said(reminders)).toHaveText('Herinneringen staan nog in geen enkele browser aan.');
    await expect(reminders.getByRole('button', { name: 'Herinneringen in deze browser aanzetten' })).toBeVisible();
  });

  test('a refused permission says so, and nothing is stored', async ({ page, context }) => {
    const reminders = await accountWithPush(page, context);
    await context.clearPermissions();
    await page.evaluate(() => {
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    await reminders.getByRole('button', { name: 'Herinneringen in deze browser aanzetten' }).click();
    await expect(said(reminders)).toHaveText('Je browser staat meldingen van Standplaats niet toe. Sta ze toe in de instellingen van je browser en probeer het opnieuw.');
    await page.reload();
    await expect(said(reminders)).toHaveText('Herinneringen staan nog in geen enkele browser aan.');
  });
});
