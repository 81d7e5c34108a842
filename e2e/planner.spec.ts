import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test, type Page } from '@playwright/test';
import { createMember, logIn, type Member } from '../tests/support/members';
import { axeViolations } from './support/axe';
import { cmsUrl, sharedEditor } from './support/editor';

// "Mijn beursbezoek" on the seeded Vakbeurs Evenementenbranche (Jaarbeurs Utrecht; De Vries
// Standbouw at stand 1.B12, Smaakmakers Catering at 2.A3: apps/cms/src/seed/data/fairs.ts).

const FAIR = '/kalender/vakbeurs-evenementenbranche';
const PLANNER = `${FAIR}/beursbezoek`;

/** The route's stops in order, as the lists name them ("Stand 1.B12 – De Vries Standbouw"). */
const stops = (page: Page) => page.getByRole('main').getByRole('list', { name: /^Route door Hal/ }).getByRole('link', { name: /^Stand / }).allTextContents();

/** The metres walked along the route and in the order saved, from the summary. */
async function walked(page: Page) {
  const text = await page.getByRole('status').filter({ hasText: 'je loopt' }).textContent();
  const [, route, saved] = text!.match(/je loopt (\d+) m, tegen (\d+) m/)!;
  return { route: Number(route), saved: Number(saved) };
}

/** Signs in on the log-in page, which sends the member on to `path`. */
async function signIn(page: Page, member: Member, path: string) {
  await page.goto(`/inloggen?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/beursbezoek/);
}

/** The service worker's caches by name, each with its pages and whether it holds every build file they name. */
const workerCaches = (page: Page) =>
  page.evaluate(async () => {
    const found: Record<string, { pages: string[]; whole: boolean }> = {};
    for (const name of (await caches.keys()).filter((name) => name.startsWith('standplaats-'))) {
      const cache = await caches.open(name);
      // Read while the worker writes: a page it has just moved on is not counted.
      const pages: string[] = [];
      const named = new Set<string>();
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        const html = path.startsWith('/_next/static/') ? undefined : await (await cache.match(request))?.text();
        if (html === undefined) continue;
        pages.push(path);
        for (const file of html.match(/\/_next\/static\/[\w./-]+/g) ?? []) named.add(file);
      }
      const whole = (await Promise.all([...named].map((file) => cache.match(file)))).every(Boolean);
      found[name] = { pages: pages.sort(), whole };
    }
    return found;
  });

const favourite = (page: Page, company: string) => page.getByRole('button', { name: `Favoriet: ${company}` });

test('favourites from the plan, the list and a company page become a route, an agenda file and a page for offline use', async ({ page }) => {
  // From the plan: three stands of hall 1, saved in a zigzag (first, last, second of its list).
  await page.goto(`${FAIR}/plattegrond`);
  const hall = page.getByRole('region', { name: 'Exposanten in Hal 1' }).getByRole('listitem');
  const names = (await hall.getByRole('link', { name: /^(?!Stand )/ }).allTextContents()).filter((name) => name !== 'De Vries Standbouw');
  const zigzag = [names[0]!, names.at(-1)!, names[1]!];
  const star = (name: string) => favourite(page, name).evaluate((button) => getComputedStyle(button, '::before').content);
  expect(await star(zigzag[0]!)).toBe('"☆"');
  for (const name of zigzag) {
    await favourite(page, name).click();
    await expect(favourite(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
  // The star is the stylesheet's: a saved stand's is filled.
  expect(await star(zigzag[0]!)).toBe('"★"');
  // From the list, and from the company page, each below the first screen: scrolled to, as a
  // visitor does, their buttons' code loads.
  await page.goto(`${FAIR}/exposanten?q=De+Vries`);
  await page.mouse.wheel(0, 400);
  await favourite(page, 'De Vries Standbouw').click();
  await page.goto(`${FAIR}/exposanten?q=Smaakmakers`);
  await page.getByRole('main').getByRole('link', { name: 'Smaakmakers Catering', exact: true }).click();
  await page.getByRole('region', { name: 'Op deze beurzen' }).scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Op deze beurzen' }).getByRole('button', { name: 'Favoriet op Vakbeurs Evenementenbranche: Smaakmakers Catering' }).click();

  // They survive a reload (scrolled to again, as the page may open at its top), and the planner
  // shows them as a route through both halls.
  await page.reload();
  await page.getByRole('region', { name: 'Op deze beurzen' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Favoriet op Vakbeurs Evenementenbranche: Smaakmakers Catering' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(PLANNER);
  await expect(page).toHaveURL(/\/beursbezoek\?s=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn beursbezoek: Vakbeurs Evenementenbranche');
  await expect.poll(() => stops(page)).toHaveLength(5);
  const route = await stops(page);
  expect(route).toContain('Stand 1.B12 – De Vries Standbouw');
  expect(route.at(-1)).toBe('Stand 2.A3 – Smaakmakers Catering');
  const { route: metres, saved } = await walked(page);
  expect(metres).toBeLessThan(saved);
  const plan = page.getByRole('group', { name: 'Looproute door Hal 1, Vakbeurs Evenementenbranche' });
  await expect(plan.getByRole('link')).toHaveCount(4);
  await expect(plan.getByRole('link', { name: 'Stand 1.B12, De Vries Standbouw' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The agenda: the second day from 10:30, 20 minutes a stand; one event per stop, in route order.
  const agenda = page.getByRole('region', { name: 'In je agenda' });
  const day = agenda.getByRole('combobox', { name: 'Dag' });
  const second = (await day.locator('option').nth(1).getAttribute('value'))!;
  await day.selectOption(second);
  await agenda.getByLabel('Begintijd').fill('10:30');
  await agenda.getByRole('spinbutton', { name: 'Minuten per stand' }).fill('20');
  const download = page.waitForEvent('download');
  await agenda.getByRole('button', { name: 'Agenda downloaden (.ics)' }).click();
  const file = await (await download).path();
  const calendar = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8')));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events.map((event) => event.summary)).toEqual(route);
  // A stop's UID is its exhibitor on that day, not its times: one per stop.
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  for (const event of events) expect(event.uid).toMatch(new RegExp(`^event-visit-[a-z0-9]+-${second}@`));
  const devries = events.find((event) => event.summary === 'Stand 1.B12 – De Vries Standbouw')!;
  expect(devries.location).toBe('Hal 1, Jaarbeurs Utrecht');
  expect(events.at(-1)!.location).toBe('Hal 2, Jaarbeurs Utrecht');
  expect(events[0]!.startDate.zone.tzid).toBe('Europe/Amsterdam');
  expect(events[0]!.startDate.toString().slice(0, 10)).toBe(second);
  expect(events[0]!.startDate.hour * 60 + events[0]!.startDate.minute).toBeGreaterThanOrEqual(10 * 60 + 30);
  for (const event of events) expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(20 * 60_000);

  // A time that cannot be one goes back to the planner, which says so at the field.
  const query = new URLSearchParams({ s: new URL(page.url()).searchParams.get('s')!, dag: second, start: '25:00', minuten: '20' });
  const answer = await page.goto(`${PLANNER}/ics?${query}`);
  expect((await answer!.request().redirectedFrom()!.response())!.status()).toBe(303);
  expect(new URL(page.url()).pathname).toBe(PLANNER);
  await expect(agenda.getByLabel('Begintijd')).toHaveAttribute('aria-invalid', 'true');
  await expect(agenda.getByLabel('Begintijd')).toHaveAccessibleDescription('Vul een tijd in, zoals 10:30.');

  // Once opened, the planner and the fair's exhibitor list work without a network.
  const exhibitors = `${FAIR}/exposanten`;
  await expect
    .poll(() => page.evaluate(async (list) => Boolean((await caches.match(location.href, { ignoreVary: true })) && (await caches.match(list, { ignoreVary: true }))), exhibitors), { timeout: 15_000 })
    .toBe(true);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn beursbezoek: Vakbeurs Evenementenbranche');
  expect(await stops(page)).toEqual(route);
  await page.goto(exhibitors);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exposanten van Vakbeurs Evenementenbranche');
  await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.context().setOffline(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a company page’s favourite buttons further down come with the first scroll or key, not with the page', async ({ page }) => {
    await page.goto(`${FAIR}/exposanten?q=Smaakmakers`);
    const company = await page.getByRole('main').getByRole('link', { name: 'Smaakmakers Catering', exact: true }).getAttribute('href');
    await page.goto(company!, { waitUntil: 'networkidle' });
    const button = page.getByRole('region', { name: 'Op deze beurzen' }).getByRole('button', { name: 'Favoriet op Vakbeurs Evenementenbranche: Smaakmakers Catering' });
    // Loaded and idle, nothing touched: the fairs are below the screen, and their buttons wait.
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 300);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    // A keyboard's first key does as much: tabbing on, the visitor meets the buttons.
    await page.goto(company!, { waitUntil: 'networkidle' });
    await expect(button).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(button).toBeVisible();
  });

  /** The page of a product De Vries Standbouw shows on its stand, and that product's favourite button for the fair. */
  async function productOnStand(page: Page) {
    const { data } = await sharedEditor().api('/exhibitors?filters[event][slug][$eq]=vakbeurs-evenementenbranche&filters[stand][$eq]=B12&populate=products');
    const shown = page.getByRole('region', { name: 'Te zien op' });
    return {
      path: `/productengids/${data[0].products[0].documentId as string}`,
      shown,
      button: shown.getByRole('button', { name: 'Favoriet op Vakbeurs Evenementenbranche: De Vries Standbouw' }),
    };
  }

  test('a product’s favourite buttons on its first screen come with the first touch, key or mouse move, not with the page', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 1000 });
    const { path, shown, button } = await productOnStand(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // The button's place, beside its planner link, is in sight: loaded and idle, its code still waits.
    await expect(shown.getByRole('link', { name: 'Mijn beursbezoek' }).first()).toBeInViewport();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(button).toBeHidden();
    await page.mouse.move(200, 300);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('a product’s favourite buttons come once the page is idle for a visitor who scrolled while it loaded, and stopped', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 1000 });
    const { path, button } = await productOnStand(page);
    // The scroll comes as soon as there is a page, before the page's code can listen for it.
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => window.scrollTo(0, 120)));
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('a share link opens the list on another device, fits the screen and prints a page per hall', async ({ page }) => {
    await page.goto(`${PLANNER}?s=2.A3_1.B12`);
    await expect.poll(() => stops(page)).toEqual(['Stand 1.B12 – De Vries Standbouw', 'Stand 2.A3 – Smaakmakers Catering']);
    // The link's favourites are now this browser's, once the planner's script has kept them (the
    // route above is the server's): the planner without the link shows them.
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('standplaats:beursbezoek:')).map((key) => localStorage.getItem(key)));
    await expect.poll(kept).toEqual([expect.stringMatching(/2\.A3/)]);
    await page.goto(PLANNER);
    await expect(page).toHaveURL(/\?s=2\.A3_1\.B12$/);
    await expect(page.getByRole('textbox', { name: 'Link naar deze lijst' })).toHaveValue(/\/kalender\/vakbeurs-evenementenbranche\/beursbezoek\?s=2\.A3_1\.B12$/);
    expect(await page.getByRole('main').evaluate((main) => main.scrollWidth - main.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    // Letting one go re-plans the route: the list is scrolled to, which loads its buttons' code.
    await page.mouse.wheel(0, 400);
    await page.getByRole('button', { name: 'Favoriet: Smaakmakers Catering' }).click();
    await expect(page).toHaveURL(/\?s=1\.B12$/);
    await expect.poll(() => stops(page)).toEqual(['Stand 1.B12 – De Vries Standbouw']);

    // On paper: the plan and the list with times, without the site's header or the forms.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('region', { name: 'In je agenda' })).toBeHidden();
    await expect(page.getByRole('group', { name: /^Looproute door Hal 1/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Route door Hal 1' }).getByRole('listitem')).toContainText(/\d\d:\d\d–\d\d:\d\d/);
  });
});

test('what the fair’s pages run on is kept with them: offline, with the browser’s own cache emptied, the exhibitor list still saves a favourite', async ({ page }) => {
  const exhibitors = `${FAIR}/exposanten`;
  // The planner has the service worker keep the fair's pages; the list is then opened once, as at home.
  await page.goto(PLANNER);
  await expect.poll(() => page.evaluate(async (list) => Boolean(await caches.match(list, { ignoreVary: true })), exhibitors), { timeout: 15_000 }).toBe(true);
  await page.goto(exhibitors);
  const first = page.getByRole('main').getByRole('button', { name: /^Favoriet: / }).first();
  await page.mouse.wheel(0, 200);
  await expect(first).toBeVisible();
  // Every build file the list has loaded, its buttons' code too, is kept.
  const loadedAndKept = () =>
    page.evaluate(async () => {
      const files = performance.getEntriesByType('resource').map(({ name }) => name).filter((url) => new URL(url).pathname.startsWith('/_next/static/'));
      return files.length > 0 && (await Promise.all(files.map((file) => caches.match(file)))).every(Boolean);
    });
  await expect.poll(loadedAndKept).toBe(true);

  // In the hall: no network, and nothing in the browser's HTTP cache (a phone may have let it go).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await page.context().setOffline(true);
  try {
    await page.goto(exhibitors);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exposanten van Vakbeurs Evenementenbranche');
    await page.mouse.wheel(0, 200);
    await expect(first).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await page.context().setOffline(false);
  }
});

test('after a deploy the kept pages move to the new build with their files; the old build’s files go, and another fair’s page kept on it keeps its own', async ({ page }) => {
  const exhibitors = `${FAIR}/exposanten`;
  await page.goto(PLANNER);
  await expect.poll(async () => Object.values(await workerCaches(page)).map(({ pages, whole }) => whole && pages.includes(exhibitors)), { timeout: 15_000 }).toEqual([true]);
  const [current, { pages }] = Object.entries(await workerCaches(page))[0]!;

  // As before a deploy: everything kept so far sits in an older build's cache, with a file this
  // build no longer has; and another fair's list, kept on yet another build, with its own file.
  await page.evaluate(async (name) => {
    const old = await caches.open('standplaats-beursbezoek-v2-old');
    const now = await caches.open(name);
    for (const request of await now.keys()) await old.put(request, (await now.match(request))!);
    await caches.delete(name);
    await old.put('/_next/static/chunks/old.js', new Response('// old'));
    const other = await caches.open('standplaats-beursbezoek-v2-other');
    await other.put('/kalender/andere-beurs/exposanten', new Response('<!doctype html><title>Andere beurs</title>', { headers: { 'content-type': 'text/html' } }));
    await other.put('/_next/static/chunks/other.js', new Response('// other'));
  }, current);

  // The planner, opened online after the deploy, keeps the fair's pages again, each with its files.
  await page.reload();
  await expect
    .poll(() => workerCaches(page), { timeout: 15_000 })
    .toEqual({ [current]: { pages, whole: true }, 'standplaats-beursbezoek-v2-other': { pages: ['/kalender/andere-beurs/exposanten'], whole: true } });
  const holds = (path: string) => page.evaluate(async (url) => Boolean(await caches.match(url)), path);
  expect(await holds('/_next/static/chunks/old.js')).toBe(false);
  expect(await holds('/_next/static/chunks/other.js')).toBe(true);
});

test('what the worker before caches per build kept moves to its build’s cache when this worker takes over, with the code loaded on use', async ({ page }) => {
  const exhibitors = `${FAIR}/exposanten`;
  // A browser whose previous worker kept the fair's list in its one cache, with the files the list
  // names and code the list loaded on use; and no worker of this version yet.
  await page.goto('/');
  await page.evaluate(async (list) => {
    const one = await caches.open('standplaats-beursbezoek-v1');
    const html = await (await fetch(list)).text();
    await one.put(list, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    for (const file of new Set(html.match(/\/_next\/static\/[\w./-]+/g))) await one.put(file, await fetch(file));
    await one.put('/_next/static/chunks/on-use.js', new Response('// loaded on use'));
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  }, exhibitors);

  // The one cache is gone, and its list is in its build's cache with every file it names.
  const moved = async () => Object.entries(await workerCaches(page)).map(([name, kept]) => ({ perBuild: /^standplaats-beursbezoek-v2-[\w-]+$/.test(name), ...kept }));
  await expect.poll(moved, { timeout: 15_000 }).toEqual([{ perBuild: true, pages: [exhibitors], whole: true }]);
  expect(await page.evaluate(async () => Boolean(await caches.match('/_next/static/chunks/on-use.js')))).toBe(true);
});

test('the fair’s pages and agenda file at the other language’s slug move to their own, with what was asked for', async ({ request }) => {
  for (const asked of ['beursbezoek/ics?s=1.B12&minuten=20', 'beursbezoek?s=1.B12_2.A3', 'exposanten?hal=1&sector=catering', 'plattegrond?stand=1.B12']) {
    const response = await request.get(`/en${FAIR}/${asked}`, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(308);
    expect(response.headers().location, asked).toBe(`/en/kalender/events-industry-trade-fair/${asked}`);
  }
});

test('a member keeps the list with the account: signing in merges the browser’s, another device shows it', async ({ page, browser }) => {
  const member = await createMember(sharedEditor().api);
  const jwt = (await logIn(cmsUrl, member.email, member.password)).body.jwt as string;
  const { documentId: fair } = (await sharedEditor().api('/events?filters[slug][$eq]=vakbeurs-evenementenbranche&fields[0]=slug')).data[0];
  const kept = async () => (await (await fetch(`${cmsUrl}/api/fair-visits/${fair}`, { headers: { Authorization: `Bearer ${jwt}` } })).json()).data.stands;

  // Saved before signing in, in this browser alone; signing in adds it to the account.
  await page.goto(`${PLANNER}?s=1.B12`);
  await expect.poll(() => stops(page)).toEqual(['Stand 1.B12 – De Vries Standbouw']);
  expect(await kept()).toEqual([]);
  await signIn(page, member, `${PLANNER}?s=1.B12`);
  await expect.poll(kept).toEqual(['1.B12']);

  // Another device: its own favourite joins the account's list on signing in, and shows both.
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const other = await phone.newPage();
  await other.goto(`${PLANNER}?s=2.A3`);
  await expect.poll(() => stops(other)).toEqual(['Stand 2.A3 – Smaakmakers Catering']);
  await signIn(other, member, PLANNER);
  await expect.poll(() => stops(other)).toEqual(['Stand 1.B12 – De Vries Standbouw', 'Stand 2.A3 – Smaakmakers Catering']);
  await expect.poll(kept).toEqual(['1.B12', '2.A3']);
  await phone.close();

  // The first device follows the account.
  await page.goto(PLANNER);
  await expect.poll(() => stops(page)).toEqual(['Stand 1.B12 – De Vries Standbouw', 'Stand 2.A3 – Smaakmakers Catering']);
  await sharedEditor().api(`/users/${member.id}`, { method: 'DELETE' }).catch(() => undefined);
});
