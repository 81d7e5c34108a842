import { expect, test, type Page } from '@playwright/test';
import { cmsUrl, sharedEditor } from './support/editor';

// The same cases on every day: a test that needs an event in a given month makes its own, on the
// 10th of a month ahead; a seeded event's date is read from the CMS, not worked out from today.
const DAY = 24 * 60 * 60 * 1000;
const amsterdam = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('nl-NL', { ...options, timeZone: 'Europe/Amsterdam' });
/** `2027-03`, the month of an instant in Amsterdam. */
const yearMonth = (date: Date) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Europe/Amsterdam' }).format(date);
const monthName = (date: Date) => amsterdam({ month: 'long', year: 'numeric' }).format(date);

/** The 10th, 08:00 UTC, of the month `ahead` months after the current one in Amsterdam (the site's months). */
function tenthOfMonth(ahead: number) {
  const [year, month] = yearMonth(new Date()).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + ahead, 10, 8));
}

/** A seeded event as the CMS has it. */
async function stored(slug: string) {
  const body = await (await fetch(`${cmsUrl}/api/events?filters[slug][$eq]=${slug}`)).json();
  return body.data[0] as { startsAt: string; endsAt: string };
}

/** A published event of the test's own, lasting `days` days; its documentId, for `removeEvents`. */
async function ownEvent(title: string, kind: string, startsAt: Date, days = 1): Promise<string> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const endsAt = new Date(startsAt.getTime() + (days - 1) * DAY);
  const { data } = await sharedEditor().api('/events?locale=nl&status=published', {
    method: 'POST',
    json: { data: { title, slug, kind, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), city: 'Utrecht' } },
  });
  return data.documentId as string;
}
const removeEvents = (documentIds: string[]) =>
  Promise.all(documentIds.map((documentId) => sharedEditor().api(`/events/${documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined)));

/** Every event shown in the calendar's list view: its kind line and its title. */
async function listedEvents(page: Page) {
  const items = page.getByRole('main').getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) }).getByRole('listitem');
  return Promise.all(
    (await items.all()).map(async (item) => ({ kind: (await item.locator('p').first().textContent()) ?? '', title: (await item.getByRole('heading', { level: 3 }).textContent()) ?? '' })),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filtering by kind and month shows only matching events and keeps the filters in the URL', async ({ page }) => {
    // A congress in the chosen month, one in the month after it and a fair in the chosen month.
    const [month, later, token] = [tenthOfMonth(2), tenthOfMonth(3), `mf${Date.now()}`];
    const made = [
      await ownEvent(`Congres in de maand ${token}`, 'congres', month),
      await ownEvent(`Congres een maand later ${token}`, 'congres', later),
      await ownEvent(`Beurs in de maand ${token}`, 'beurs', month),
    ];
    try {
      await page.goto('/kalender');
      const form = page.getByRole('search', { name: 'Evenementen filteren' });
      await form.getByLabel('Soort').selectOption({ label: 'Congres' });
      await form.getByLabel('Maand').selectOption(yearMonth(month));
      await form.getByRole('button', { name: 'Filteren' }).click();

      // The empty fields the form sent are dropped: one shareable URL per selection.
      await expect(page).toHaveURL(new RegExp(`/kalender\\?type=congres&maand=${yearMonth(month)}$`));
      await expect(page.getByRole('search').getByLabel('Soort')).toHaveValue('congres');
      const events = await listedEvents(page);
      const titles = events.map((event) => event.title);
      expect(titles).toContain(`Congres in de maand ${token}`);
      expect(titles).not.toContain(`Congres een maand later ${token}`);
      expect(titles).not.toContain(`Beurs in de maand ${token}`);
      for (const event of events) expect(event.kind).toMatch(/^Congres/);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(monthName(month));
    } finally {
      await removeEvents(made);
    }
  });

  test('the month grid shows an event on each of its days', async ({ page }) => {
    // Its own three-day fair, the 10th to the 12th of the month after next: every day of it in
    // one month, and the same case whatever day the suite runs.
    const fair = tenthOfMonth(2);
    const title = `Maandbeurs mg${Date.now()}`;
    const made = [await ownEvent(title, 'beurs', fair, 3)];
    try {
      await page.goto('/kalender');
      await page.getByRole('link', { name: 'Maandoverzicht' }).click();
      await expect(page).toHaveURL(/\/kalender\?weergave=maand$/);
      // The month select says which month the grid shows; it has no "all months" there.
      const month = page.getByRole('search').getByLabel('Maand');
      await expect(month).toHaveValue(yearMonth(new Date()));
      await expect(month.getByRole('option', { name: 'Alle maanden' })).toHaveCount(0);
      for (let step = 0; step < 2; step += 1) await page.getByRole('link', { name: 'Volgende maand' }).click();
      await expect(page).toHaveURL(new RegExp(`maand=${yearMonth(fair)}`));
      await expect(month).toHaveValue(yearMonth(fair));
      await expect(page.getByRole('table')).toContainText(monthName(fair));
      const on = (offset: number) =>
        page.getByRole('list', { name: `Evenementen op ${amsterdam({ dateStyle: 'full' }).format(new Date(fair.getTime() + offset * DAY))}` }).getByRole('link', { name: title });
      for (const offset of [0, 1, 2]) await expect(on(offset)).toBeVisible();
      for (const offset of [-1, 3]) await expect(on(offset)).toHaveCount(0);
    } finally {
      await removeEvents(made);
    }
  });
});

test('the month view leads no further than the last month with events', async ({ page }) => {
  const body = await (await fetch(`${cmsUrl}/api/events?locale=nl&sort=endsAt:desc&pagination[pageSize]=1&fields[0]=endsAt`)).json();
  // An event that ends at midnight ends in the month before.
  const last = yearMonth(new Date(new Date((body.data[0] as { endsAt: string }).endsAt).getTime() - 1));
  await page.goto(`/kalender?weergave=maand&maand=${last}`);
  const months = page.getByRole('navigation', { name: 'Maanden' });
  await expect(months.getByRole('link', { name: 'Vorige maand' })).toBeVisible();
  await expect(months.getByRole('link', { name: 'Volgende maand' })).toHaveCount(0);
});

test('past events are a link away, and a later page keeps the filters', async ({ page }) => {
  await page.goto('/kalender');
  await page.getByRole('link', { name: 'Afgelopen evenementen bekijken' }).click();
  await expect(page).toHaveURL(/\/kalender\?periode=voorbij$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afgelopen evenementen');
  await expect(page.getByRole('link', { name: 'Vakbeurs Facilitair' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vakbeurs Evenementenbranche' })).toHaveCount(0);

  await page.goto('/kalender');
  await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL(/\/kalender\?pagina=2$/);
  await expect(page.getByText('Pagina 2 van')).toBeVisible();
});

test('the place filter offers the places of the events listed: upcoming ones, or past ones', async ({ page }) => {
  const places = () => page.getByRole('search').getByLabel('Plaats').getByRole('option').allTextContents();
  // The Paris incentive trip is past, the Bolzano one to come (apps/cms/src/seed/data/events.ts).
  await page.goto('/kalender');
  expect(await places()).toContain('Bolzano');
  expect(await places()).not.toContain('Parijs');
  await page.goto('/kalender?periode=voorbij');
  expect(await places()).toContain('Parijs');
  expect(await places()).not.toContain('Bolzano');
});

test('an unknown event and impossible filters are 404s', async ({ page }) => {
  const response = await page.goto('/kalender/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /kalender/bestaat-niet', { exact: true })).toBeVisible();
  expect((await page.goto('/en/kalender/bestaat-niet'))?.status()).toBe(404);
  for (const query of ['maand=2025-13', 'type=rave', 'pagina=0', 'pagina=999', 'weergave=jaar']) {
    expect((await page.goto(`/kalender?${query}`))?.status(), query).toBe(404);
  }
});

test('the calendar is a cached page per query string, and its cached copies are no address of their own', async ({ request }) => {
  for (const path of ['/kalender', '/en/kalender', '/kalender/beursagenda', '/kalender?type=beurs', '/en/kalender?type=beurs']) {
    // The first request stores the page, the next is served from the cache; polled, as a test running
    // beside this one may publish an event, which empties the calendar's copies between the two.
    let response = await request.get(path);
    await expect
      .poll(async () => (response = await request.get(path)).headers()['x-nextjs-cache'], { message: path, timeout: 5000, intervals: [250] })
      .toBe('HIT');
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).not.toContain('no-store');
  }
  // Each query has a copy of its own: the filtered page is not the whole calendar's.
  const [all, fairs] = await Promise.all(['/kalender', '/kalender?type=beurs'].map(async (path) => (await request.get(path)).text()));
  expect(fairs).not.toBe(all);
  for (const path of ['/lijst-kopie/-/kalender', '/en/lijst-kopie/-/kalender', '/lijst-kopie/dHlwZT1iZXVycw/kalender', '/lijst-kopie']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('an event page has Dutch times, its venue, organiser, links, calendar buttons and structured data', async ({ page }) => {
  await page.goto('/kalender/vakbeurs-evenementenbranche');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vakbeurs Evenementenbranche');
  // Dutch time of the stored start: the seed's 08:00 UTC is 09:00 in winter and 10:00 in summer.
  const fair = new Date((await stored('vakbeurs-evenementenbranche')).startsAt);
  await expect(page.getByRole('main')).toContainText(`${amsterdam({ dateStyle: 'full' }).format(fair)} om ${amsterdam({ timeStyle: 'short' }).format(fair)}`);
  await expect(page.getByRole('link', { name: 'Jaarbeurs', exact: true })).toHaveAttribute('href', '/locatie-finder/jaarbeurs');
  await expect(page.getByRole('link', { name: 'Modulo Expo Systems' })).toHaveAttribute('href', /^\/bedrijvengids\/[a-z0-9]{16,32}$/);
  await expect(page.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', 'https://tickets.example.nl/vakbeurs-evenementenbranche');
  await expect(page.getByRole('link', { name: 'Agendabestand (.ics)' })).toHaveAttribute('href', '/kalender/vakbeurs-evenementenbranche/ics');
  const google = new URL((await page.getByRole('link', { name: /^Google Agenda/ }).getAttribute('href'))!);
  expect(google.searchParams.get('text')).toBe('Vakbeurs Evenementenbranche');
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T080000Z\/\d{8}T170000Z$/);
  await expect(page.getByRole('link', { name: /^Outlook\.com/ })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\//);
  await expect(page.getByRole('heading', { level: 2, name: 'Meer in Jaarbeurs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Gerelateerd nieuws' })).toBeVisible();

  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  expect(ld.find((node) => node['@type'] === 'ExhibitionEvent')).toMatchObject({
    name: 'Vakbeurs Evenementenbranche',
    startDate: fair.toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: 'Jaarbeurs', address: { streetAddress: 'Jaarbeursplein 6', addressLocality: 'Utrecht' } },
    organizer: { name: 'Modulo Expo Systems' },
    offers: { url: 'https://tickets.example.nl/vakbeurs-evenementenbranche' },
  });
});

test('a cancelled event says so', async ({ page }) => {
  await page.goto('/kalender/wielerronde-van-drenthe');
  await expect(page.getByText('Dit evenement gaat niet door.')).toBeVisible();
});

test('theme pages show only their own kind', async ({ page }) => {
  const themes = {
    beurzen: ['Beurs', 'beurs'],
    festivals: ['Festival', 'festival'],
    congressen: ['Congres', 'congres'],
    'brand-events': ['Brand event', 'brand-event'],
    'company-events': ['Company event', 'company-event'],
    'incentive-travel': ['Incentive travel', 'incentive-travel'],
    sportevenementen: ['Sportevenement', 'sportevenement'],
  };
  for (const [slug, [label, kind]] of Object.entries(themes)) {
    expect((await page.goto(`/${slug}`))?.status(), slug).toBe(200);
    const items = await page.getByRole('region', { name: 'Eerstvolgende evenementen' }).getByRole('listitem').all();
    expect(items.length, slug).toBeGreaterThan(0);
    for (const item of items) await expect(item.locator('p').first(), slug).toHaveText(new RegExp(`^${label}`));
    await expect(page.getByRole('link', { name: /in de kalender$/ })).toHaveAttribute('href', `/kalender?type=${kind}`);
  }
});

test('the agendas are the calendar with their own kind and intro', async ({ page }) => {
  for (const [path, title, kind] of [['/kalender/beursagenda', 'Beursagenda', 'Beurs'], ['/kalender/branche-agenda', 'Branche-agenda', 'Branche-event']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const form = page.getByRole('search', { name: 'Evenementen filteren' });
    await expect(form.getByText(kind, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Soort')).toHaveCount(0);
    const events = await listedEvents(page);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.kind).toMatch(new RegExp(`^${kind}`));
  }
  // Filtering stays in the agenda.
  const form = page.getByRole('search', { name: 'Evenementen filteren' });
  await form.getByLabel('Provincie').selectOption({ label: 'Groningen' });
  await form.getByRole('button', { name: 'Filteren' }).click();
  await expect(page).toHaveURL(/\/kalender\/branche-agenda\?provincie=groningen$/);
  expect((await listedEvents(page)).map((event) => event.title)).toContain('Netwerkborrel Evenementenprofs');
});

test('a published change to an event shows on its page and in the calendar within seconds', async ({ page }) => {
  const cms = sharedEditor();
  const token = `rv${Date.now()}`;
  const startsAt = new Date(Date.now() + 20 * DAY).toISOString();
  const { data } = await cms.api('/events?locale=nl&status=published', {
    method: 'POST',
    json: { data: { title: `Oorspronkelijke beurs ${token}`, slug: token, kind: 'beurs', startsAt, endsAt: startsAt, city: 'Zwolle', description: 'Voor de revalidatietest.' } },
  });
  try {
    await page.goto(`/kalender?q=${token}`);
    await expect(page.getByRole('link', { name: `Oorspronkelijke beurs ${token}` })).toBeVisible();
    await page.goto(`/kalender/${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Oorspronkelijke beurs ${token}`);

    await cms.api(`/events/${data.documentId}?locale=nl&status=published`, { method: 'PUT', json: { data: { title: `Gewijzigde beurs ${token}`, eventStatus: 'cancelled' } } });
    await expect
      .poll(async () => (await page.reload(), page.getByRole('heading', { level: 1 }).textContent()), { timeout: 5000, intervals: [250] })
      .toBe(`Gewijzigde beurs ${token}`);
    await expect(page.getByText('Dit evenement gaat niet door.')).toBeVisible();
    await page.goto(`/kalender?q=${token}`);
    await expect(page.getByRole('link', { name: `Gewijzigde beurs ${token}` })).toBeVisible();
  } finally {
    await cms.api(`/events/${data.documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
  }
});
