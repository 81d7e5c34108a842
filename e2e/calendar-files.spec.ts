import ICAL from 'ical.js';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cmsUrl } from './support/editor';
import { webUrl } from './support/ports';

/** A calendar file as a calendar app reads it: its events, with the time zones it defines registered. */
async function calendarAt(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { response, calendar, events };
}

/** An event as the CMS has it. */
async function stored(slug: string) {
  const body = await (await fetch(`${cmsUrl}/api/events?filters[slug][$eq]=${slug}`)).json();
  return body.data[0] as { documentId: string; startsAt: string; endsAt: string };
}

test('an event’s .ics file carries its start, end, time zone, place and page', async ({ request }) => {
  const fair = await stored('vakbeurs-evenementenbranche');
  const { response, events } = await calendarAt(request, '/kalender/vakbeurs-evenementenbranche/ics');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="vakbeurs-evenementenbranche.ics"');
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event!.summary).toBe('Vakbeurs Evenementenbranche');
  expect(event!.startDate.zone.tzid).toBe('Europe/Amsterdam');
  expect(event!.endDate.zone.tzid).toBe('Europe/Amsterdam');
  expect(event!.startDate.toJSDate().toISOString()).toBe(new Date(fair.startsAt).toISOString());
  expect(event!.endDate.toJSDate().toISOString()).toBe(new Date(fair.endsAt).toISOString());
  // The wall-clock hour in Amsterdam (the seed starts at 08:00 UTC: 09:00 in winter, 10:00 in summer).
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Amsterdam' }).format(new Date(fair.startsAt));
  expect(event!.startDate.hour).toBe(Number(hour));
  expect(event!.location).toBe('Jaarbeurs, Jaarbeursplein 6, 3521 AL Utrecht');
  expect(event!.component.getFirstPropertyValue('url')).toBe(`${webUrl}/kalender/vakbeurs-evenementenbranche`);
  expect(event!.uid).toBe(`event-${fair.documentId}@${new URL(webUrl).host}`);
  expect((await request.get('/kalender/bestaat-niet/ics')).status()).toBe(404);
});

test('the feeds hold the filtered events, with the same UIDs in every feed and language', async ({ request }) => {
  const fair = await stored('vakbeurs-evenementenbranche');
  const uid = `event-${fair.documentId}@${new URL(webUrl).host}`;

  const all = await calendarAt(request, '/feeds/kalender');
  expect(all.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Standplaats: kalender');
  const kinds = await calendarAt(request, '/feeds/kalender?type=beurs');
  expect(kinds.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Standplaats: kalender · Beurs');
  expect(kinds.events.length).toBeGreaterThan(1);
  for (const event of kinds.events) expect(event.component.getFirstPropertyValue('categories')).toBe('Beurs');
  expect(kinds.events.length).toBeLessThan(all.events.length);

  const combined = await calendarAt(request, '/feeds/kalender?type=beurs&plaats=Utrecht');
  const fromFeed = combined.events.find((event) => event.uid === uid)!;
  expect(fromFeed.summary).toBe('Vakbeurs Evenementenbranche');
  expect(fromFeed.startDate.toJSDate().toISOString()).toBe(new Date(fair.startsAt).toISOString());
  expect(fromFeed.location).toBe('Jaarbeurs, Utrecht');
  for (const event of combined.events) expect(event.location).toMatch(/Utrecht$/);

  const english = await calendarAt(request, '/en/feeds/kalender?type=beurs');
  const inEnglish = english.events.find((event) => event.uid === uid)!;
  expect(inEnglish.summary).toBe('Events Industry Trade Fair');
  expect(inEnglish.component.getFirstPropertyValue('url')).toBe(`${webUrl}/en/kalender/events-industry-trade-fair`);
  expect((await request.get('/feeds/kalender?type=rave')).status()).toBe(404);
});

test('the calendar offers its current selection as a webcal subscription', async ({ page }) => {
  await page.goto('/kalender?type=festival&provincie=overijssel');
  const subscribe = page.getByRole('link', { name: 'Abonneren in je agenda-app' });
  await expect(subscribe).toHaveAttribute('href', `webcal://${new URL(webUrl).host}/feeds/kalender?type=festival&provincie=overijssel`);
  await expect(page.getByRole('textbox', { name: /Google Agenda of Outlook/ })).toHaveValue(`${webUrl}/feeds/kalender?type=festival&provincie=overijssel`);
  await page.goto('/kalender/beursagenda');
  await expect(page.getByRole('link', { name: 'Abonneren in je agenda-app' })).toHaveAttribute('href', /\/feeds\/kalender\?type=beurs$/);
});
