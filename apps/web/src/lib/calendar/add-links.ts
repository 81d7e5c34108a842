// "Add to my calendar" links for services that take an event in the URL rather than as a file.

export type CalendarEntry = { title: string; details: string; location: string; startsAt: string; endsAt: string };

/** 20270301T080000Z: the UTC form Google's template wants. */
const basicUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarUrl(entry: CalendarEntry): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${basicUtc(entry.startsAt)}/${basicUtc(entry.endsAt)}`,
    details: entry.details,
    location: entry.location,
    ctz: 'Europe/Amsterdam',
  }).toString();
  return url.toString();
}

/** Outlook on the web: `live` for personal accounts, `office` for work and school (Microsoft 365). */
export function outlookCalendarUrl(entry: CalendarEntry, service: 'live' | 'office'): string {
  const url = new URL(`https://outlook.${service}.com/calendar/0/deeplink/compose`);
  url.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: new Date(entry.startsAt).toISOString(),
    enddt: new Date(entry.endsAt).toISOString(),
    body: entry.details,
    location: entry.location,
  }).toString();
  return url.toString();
}
