import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventUid, icsCalendar, type IcsEvent } from './ics';

const fair: IcsEvent = {
  documentId: 'abc123',
  title: 'Vakbeurs Evenementenbranche; editie 2027',
  description: 'De ontmoetingsplaats, voor iedereen.',
  startsAt: '2027-03-29T07:00:00.000Z',
  endsAt: '2027-03-31T16:00:00.000Z',
  status: 'scheduled',
  location: 'Jaarbeurs, Jaarbeursplein 6, 3521 AL Utrecht',
  url: 'https://standplaats.nl/kalender/vakbeurs-evenementenbranche',
  updatedAt: '2027-01-05T10:00:00.000Z',
  category: 'Beurs',
};

/** The events of a file as a calendar app reads them, with its time zones registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

describe('icsCalendar', () => {
  const text = icsCalendar({ name: 'Standplaats', description: 'Kalender', url: 'https://standplaats.nl/kalender', events: [fair, { ...fair, documentId: 'def456', status: 'cancelled' }] });

  it('writes start and end in Amsterdam time with the zone defined', () => {
    const [event] = parse(text).events;
    expect(event!.startDate.zone.tzid).toBe('Europe/Amsterdam');
    // 29 March 2027 is summer time: 07:00 UTC is 09:00 in Amsterdam.
    expect(event!.startDate.toString()).toBe('2027-03-29T09:00:00');
    expect(event!.startDate.toJSDate().toISOString()).toBe(fair.startsAt);
    expect(event!.endDate.toJSDate().toISOString()).toBe(fair.endsAt);
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20270329T090000');
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Amsterdam/);
  });

  it('gets winter time right too, from the zone’s rules alone', () => {
    const winter = icsCalendar({ name: 'S', description: 'K', url: 'https://standplaats.nl/kalender', events: [{ ...fair, startsAt: '2027-01-15T08:00:00.000Z', endsAt: '2027-01-15T16:30:00.000Z' }] });
    const [event] = parse(winter).events;
    expect(event!.startDate.toString()).toBe('2027-01-15T09:00:00');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2027-01-15T16:30:00.000Z');
  });

  it('carries title, place, link, status and a stable UID and stamp', () => {
    const [event, cancelled] = parse(text).events;
    expect(event!.summary).toBe(fair.title);
    expect(event!.location).toBe(fair.location);
    expect(event!.uid).toBe('event-abc123@standplaats.nl');
    expect(event!.component.getFirstPropertyValue('url')).toBe(fair.url);
    expect(event!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(cancelled!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(text).toContain('DTSTAMP:20270105T100000Z');
    expect(icsCalendar({ name: 'Standplaats', description: 'Kalender', url: 'https://standplaats.nl/kalender', events: [fair] })).toBe(
      icsCalendar({ name: 'Standplaats', description: 'Kalender', url: 'https://standplaats.nl/kalender', events: [fair] }),
    );
  });

  it('names the calendar and asks subscribers to refresh hourly', () => {
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Standplaats');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });
});

describe('eventUid', () => {
  it('is the document and the site, not the language', () => {
    expect(eventUid('abc123', 'http://localhost:3000')).toBe('event-abc123@localhost:3000');
  });
});
