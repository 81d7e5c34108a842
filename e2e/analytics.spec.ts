import { expect, test, type Page } from '@playwright/test';
import { linkTo, mailSink } from '../tests/support/mail-sink';
import { cmsUrl, sharedEditor } from './support/editor';
import { mailSinkUrl, webUrl } from './support/ports';

// The tracker in a real browser. Most tests stand in for the site's route to see
// exactly what the browser sends; the last ones call the real route.

type SentEvent = { name: string; url: string; ts: number; referrer?: string; item?: { type: string; id: string }; target?: string; lead?: string };
type Sent = { data: { events: SentEvent[]; session: string } };

const ARTICLE_SLUG = 'beursvloer-groeit-weer-in-2026';
const ARTICLE_TITLE = 'Beursvloer groeit weer in 2026';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Records every batch the page sends to the site's statistics route and answers 202. */
async function recordBatches(page: Page) {
  const batches: Sent[] = [];
  await page.route(/\/api\/statistics\/?$/, async (route) => {
    batches.push(JSON.parse(route.request().postData() ?? '{}') as Sent);
    await route.fulfill({ status: 202 });
  });
  const events = () => batches.flatMap((batch) => batch.data.events);
  return { batches, events, views: () => events().filter((event) => event.name === 'Pageview') };
}

/** Hides or shows the tab, as switching tabs does. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);

/**
 * A barrier instead of a wait: hiding the tab makes the tracker send a 'session pause' at once,
 * together with every event it still holds, so once the pause is in, nothing queued is left out.
 */
async function sendWhatTheTrackerHolds(page: Page, events: () => SentEvent[]) {
  const pauses = () => events().filter((event) => event.name === 'session pause').length;
  const before = pauses();
  await setVisibility(page, 'hidden');
  await expect.poll(pauses).toBe(before + 1);
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'session');
const decode = (value: string) => JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString('utf8')) as { id: string; iat: number; exp: number };

async function articleDocumentId(slug: string) {
  const response = await fetch(`${cmsUrl}/api/articles?filters[slug][$eq]=${slug}&locale=nl`);
  const body = (await response.json()) as { data: Array<{ documentId: string }> };
  return body.data[0]!.documentId;
}

test('the session cookie is base64 JSON {id, iat, exp} for one year on path /, and every batch carries it', async ({ page }) => {
  const { batches } = await recordBatches(page);
  const before = Date.now();
  await page.goto('/');
  await expect.poll(() => batches.length).toBeGreaterThan(0);

  const cookie = (await sessionCookie(page))!;
  expect(cookie.path).toBe('/');
  const record = decode(cookie.value);
  expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(record.iat).toBeGreaterThanOrEqual(before);
  expect(record.iat).toBeLessThanOrEqual(Date.now());
  expect(record.exp - record.iat).toBe(YEAR_MS);
  // The browser keeps it for a year (the cookie's expiry is in seconds).
  expect(Math.abs(cookie.expires * 1000 - (record.iat + YEAR_MS))).toBeLessThan(60_000);
  expect(batches[0]!.data.session).toBe(cookie.value);

  // A second page load keeps the same session.
  await page.goto('/kalender');
  await expect.poll(() => batches.length).toBeGreaterThan(1);
  expect((await sessionCookie(page))!.value).toBe(cookie.value);
  expect(batches.at(-1)!.data.session).toBe(cookie.value);
});

test('a navigation sends one page view per page; an article records exactly one, with its id', async ({ page }) => {
  const { views } = await recordBatches(page);
  const documentId = await articleDocumentId(ARTICLE_SLUG);

  await page.goto('/');
  await expect.poll(() => views().map((view) => view.url)).toEqual([`${webUrl}/`]);

  // A client-side navigation to the article: the page records its own view, the tracker none.
  await page.getByRole('link', { name: ARTICLE_TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  await expect.poll(() => views().length).toBe(2);
  expect(views()[1]).toMatchObject({ url: `${webUrl}/nieuws/${ARTICLE_SLUG}`, item: { type: 'article', id: documentId } });

  // On to a list page (tracked by the tracker, without an item).
  await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Nieuws', exact: true }).click();
  await expect(page).toHaveURL(/\/nieuws$/);
  await expect.poll(() => views().length).toBe(3);
  expect(views()[2]).toMatchObject({ url: `${webUrl}/nieuws` });
  expect(views()[2]!.item).toBeUndefined();

  // The article was counted once, with its id, and the first view carried no referrer of ours.
  expect(views().filter((view) => view.url.includes(`/nieuws/${ARTICLE_SLUG}`))).toHaveLength(1);
  expect(views().filter((view) => view.item)).toHaveLength(1);
});

test('an article opened directly also counts once, with its id and where the visitor came from', async ({ page }) => {
  const { events, views } = await recordBatches(page);
  const documentId = await articleDocumentId(ARTICLE_SLUG);
  await page.goto(`/nieuws/${ARTICLE_SLUG}`, { referer: 'https://www.example.org/links' });
  await expect.poll(() => views().length).toBe(1);
  // A late duplicate, still waiting for its batch, is sent with the pause.
  await sendWhatTheTrackerHolds(page, events);
  expect(views()).toHaveLength(1);
  expect(views()[0]).toMatchObject({ url: `${webUrl}/nieuws/${ARTICLE_SLUG}`, item: { type: 'article', id: documentId }, referrer: 'https://www.example.org/links' });
});

test('session start after 5 s; pause when the tab is hidden, resume when it is shown again', async ({ page }) => {
  const { events } = await recordBatches(page);
  const names = () => events().map((event) => event.name).filter((name) => name.startsWith('session'));
  // The browser's clock, moved on by the test: the 5 s pass at once, and are measured on it.
  await page.clock.install();
  await page.goto('/');
  await expect.poll(() => events().length).toBeGreaterThan(0);
  await page.clock.runFor(5000);
  await expect.poll(() => names()).toEqual(['session start']);
  // 5 s after the tracker started, which is when it issued the session cookie of this new visitor.
  const started = decode((await sessionCookie(page))!.value).iat;
  expect(events().find((event) => event.name === 'session start')!.ts - started).toBeGreaterThanOrEqual(5000);

  await setVisibility(page, 'hidden');
  await expect.poll(() => names()).toEqual(['session start', 'session pause']);
  await setVisibility(page, 'visible');
  await expect.poll(() => names()).toEqual(['session start', 'session pause', 'session resume']);
});

test('a 404 (the catch-all, an unknown article) counts no view', async ({ page }) => {
  const { events, views } = await recordBatches(page);
  // The last is a path the tracker itself would count: the page it goes on from holds its view.
  for (const path of ['/c', '/nieuws/bestaat-niet', '/bestaat/echt/niet']) {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`, { exact: true })).toBeVisible();
  }
  // Then a real page, and everything the tracker still held.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(`${webUrl}/`);
  await expect.poll(() => views().map((view) => view.url)).toContain(`${webUrl}/`);
  await sendWhatTheTrackerHolds(page, events);
  expect(views().map((view) => view.url)).toEqual([`${webUrl}/`]);
});

test("a company page records its view with its id, and a click on the company's website is Marketing", async ({ page }) => {
  const { events } = await recordBatches(page);
  // The company's site is outside the test's loopback world.
  await page.route(/^https:\/\/[^/]*\.example\.nl\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'elders' }));
  await page.goto('/bedrijvengids?q=De+Vries');
  await page.getByRole('link', { name: 'De Vries Standbouw' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Vries Standbouw');
  const documentId = /\/bedrijvengids\/([^/?]+)$/.exec(page.url())![1];
  await expect.poll(() => events().filter((event) => event.item?.type === 'company').map((event) => event.name)).toEqual(['Pageview']);

  const website = page.getByRole('region', { name: 'Contact' }).locator('a[data-track="marketing"]');
  const href = new URL((await website.getAttribute('href'))!).href;
  await website.click();
  await expect(page).toHaveURL(href);
  await expect.poll(() => events().filter((event) => event.name === 'Marketing')).toEqual([
    expect.objectContaining({ target: href, item: { type: 'company', id: documentId }, url: expect.stringContaining(`/bedrijvengids/${documentId}`) }),
  ]);
});

test("a stand saved as a favourite on a fair's list is a Favourite of its exhibitor; letting it go is none", async ({ page }) => {
  const { events } = await recordBatches(page);
  await page.goto('/kalender/vakbeurs-evenementenbranche/exposanten?q=De+Vries');
  // The list is below the filters: scrolled to, its buttons' code loads.
  await page.mouse.wheel(0, 400);
  const button = page.getByRole('button', { name: 'Favoriet: De Vries Standbouw' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const exhibitor = await button.getAttribute('data-exhibitor');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await sendWhatTheTrackerHolds(page, events);
  await expect.poll(() => events().filter((event) => event.name === 'Favourite')).toEqual([
    expect.objectContaining({ item: { type: 'exhibitor', id: exhibitor }, url: expect.stringContaining('/exposanten') }),
  ]);
});

test('Global Privacy Control: no session cookie and no events', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/statistics')) requests.push(request.url());
  });
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('link', { name: ARTICLE_TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  // Past the session poll's start on the browser's clock; then a request of the test's own, which
  // the browser sends after anything the page sent before it.
  await page.clock.runFor(6000);
  const barrier = page.waitForRequest((request) => request.url().endsWith('/builds/latest.json?t=barrier'));
  await page.evaluate(() => fetch('/builds/latest.json?t=barrier'));
  await barrier;
  expect(requests).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('session');
  await context.close();
});

for (const failure of ['aborted', 'answering 500'] as const) {
  test(`a statistics endpoint ${failure} never breaks the page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let calls = 0;
    await page.route(/\/api\/statistics\/?$/, async (route) => {
      calls += 1;
      if (failure === 'aborted') await route.abort('failed');
      else await route.fulfill({ status: 500, body: 'kapot' });
    });
    await page.goto('/');
    await expect.poll(() => calls).toBeGreaterThan(0);
    await page.getByRole('link', { name: ARTICLE_TITLE }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
    await expect.poll(() => calls).toBeGreaterThan(1);
    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Nieuws', exact: true }).click();
    await expect(page).toHaveURL(/\/nieuws$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test.describe('the site route', () => {
  const session = Buffer.from(JSON.stringify({ id: '0b7c5f7e-1f0e-4a4e-9d2f-2f6f4f1a9c11', iat: Date.now(), exp: Date.now() + YEAR_MS })).toString('base64');
  const batch = { data: { events: [{ name: 'Pageview', url: `${webUrl}/`, ts: Date.now() }], session } };

  test('answers bad batches with 400 and a reason, and other methods with 405', async ({ request }) => {
    const unknown = await request.post('/api/statistics', { data: { data: { events: [{ ...batch.data.events[0], name: 'Purchase' }], session } } });
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).error).toContain('data.events.0.name');
    const tooMany = await request.post('/api/statistics', { data: { data: { events: Array(51).fill(batch.data.events[0]), session } } });
    expect(tooMany.status()).toBe(400);
    const broken = await request.post('/api/statistics', { data: '{"data":', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status()).toBe(400);
    expect((await request.get('/api/statistics')).status()).toBe(405);
    // The spec's address, with its slash, reaches the same route.
    expect((await request.post('/api/statistics/', { data: '{"data":', headers: { 'Content-Type': 'application/json' } })).status()).toBe(400);
  });

  test('forwards a good batch to the CMS (202)', async ({ request }) => {
    expect((await request.post('/api/statistics', { data: batch })).status()).toBe(202);
  });

  test('drops batches of bots, prefetches and GPC without a look at the CMS (204)', async ({ request }) => {
    for (const headers of <Record<string, string>[]>[{ 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, { 'Sec-Purpose': 'prefetch' }, { 'Sec-GPC': '1' }, { DNT: '1' }]) {
      expect((await request.post('/api/statistics', { data: batch, headers })).status(), JSON.stringify(headers)).toBe(204);
    }
  });
});

test.describe('end to end: what the CMS stored', () => {
  type Stored = { name: string; session: string; device: string; path: string; url: string | null; referrerHost: string | null; itemType: string | null; itemId: string | null; lead: string | null };

  /** The raw events the CMS stored for one session, oldest first (an editor's token reads them). */
  async function storedEvents(session: string): Promise<Stored[]> {
    const body = await sharedEditor().api(`/analytics-events?filters[session][$eq]=${encodeURIComponent(session)}&sort=occurredAt:asc&pagination[pageSize]=100`);
    return body.data as Stored[];
  }
  const sessionId = async (page: Page) => decode((await sessionCookie(page))!.value).id;

  test('the views of a navigation are stored with the session id, a device class, the path and the item; no user agent', async ({ page }) => {
    const documentId = await articleDocumentId(ARTICLE_SLUG);
    await page.goto('/', { referer: 'https://zoeker.example.org/?q=beurs' });
    await page.getByRole('link', { name: ARTICLE_TITLE }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
    const session = await sessionId(page);

    await expect
      .poll(async () => (await storedEvents(session)).filter((event) => event.name === 'Pageview').map((event) => [event.path, event.itemType, event.itemId]), { timeout: 15_000 })
      .toEqual([['/', null, null], [`/nieuws/${ARTICLE_SLUG}`, 'article', documentId]]);
    const stored = await storedEvents(session);
    expect(stored[0]).toMatchObject({ device: 'desktop', referrerHost: 'zoeker.example.org' });
    expect(JSON.stringify(stored)).not.toMatch(/Chrome|Mozilla|127\.0\.0\.1/);
  });

  test('a confirmed newsletter sign-up is stored as a Lead of the visitor\'s session', async ({ page }) => {
    const email = `lead-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;
    await page.goto('/nieuwsbrief');
    await expect(page.locator('altcha-widget .altcha')).toBeVisible();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel(/^Expovisie/).check();
    await expect(page.locator('input[type=hidden][name=altcha]')).not.toHaveValue('', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByRole('status')).toContainText(email);
    const session = await sessionId(page);
    // Signing up is no lead yet: the address is not confirmed.
    expect((await storedEvents(session)).filter((event) => event.name === 'Lead')).toEqual([]);

    const mail = await mailSink(mailSinkUrl).waitForMail(email);
    await page.goto(linkTo(mail, '/nieuwsbrief/bevestigen').toString());
    await page.getByRole('button', { name: 'Inschrijving bevestigen' }).click();
    await expect(page.getByRole('status')).toContainText('Je inschrijving is bevestigd.');
    await expect
      .poll(async () => (await storedEvents(session)).filter((event) => event.name === 'Lead').map((event) => [event.lead, event.path]), { timeout: 15_000 })
      .toEqual([['newsletter', '/nieuwsbrief/bevestigen']]);
  });
});
