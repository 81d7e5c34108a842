import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { EventStatus } from '@standplaats/shared';
import { TIME_ZONE } from '@/lib/format';

/** An event as a calendar file carries it; URLs are absolute. */
export type IcsEvent = {
  documentId: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  status: EventStatus;
  location: string;
  url: string;
  updatedAt: string;
  category: string;
};

export type IcsCalendar = {
  name: string;
  description: string;
  /** The page the calendar shows, and the host its UIDs are made unique with. */
  url: string;
  events: IcsEvent[];
};

const STATUS: Record<EventStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  rescheduled: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/**
 * Amsterdam's zone as iCalendar rules: EU summer time (Directive 2000/84/EC), from 02:00 on the
 * last Sunday of March to 03:00 on the last Sunday of October. Written out rather than read from
 * a zone database, which a bundled server cannot be trusted to find on disk.
 */
const AMSTERDAM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const vtimezone = (zone: string) => (zone === TIME_ZONE ? AMSTERDAM_VTIMEZONE : null);

// Subscribed calendars ask again after this long.
const REFRESH_SECONDS = 60 * 60;

const amsterdam = (iso: string) => DateTime.fromISO(iso, { zone: TIME_ZONE });

/** The UID of an event: the same in every file and feed, so an update replaces the old entry. */
export const eventUid = (documentId: string, siteUrl: string) => `event-${documentId}@${new URL(siteUrl).host}`;

/**
 * An iCalendar file (RFC 5545) of events: start and end in Amsterdam time with its VTIMEZONE,
 * stamped with the event's last change rather than the time of the request, so the same event
 * gives the same entry until it changes.
 */
export function icsCalendar({ name, description, url, events }: IcsCalendar): string {
  const calendar = ical({
    prodId: { company: 'Standplaats', product: 'Kalender', language: 'NL' },
    name,
    description,
    url,
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    // The zone is named per event, not on the calendar: ical-generator would then write the
    // stamps in local time, where RFC 5545 wants UTC.
    timezone: { name: null, generator: vtimezone },
  });
  for (const event of events) {
    calendar.createEvent({
      id: eventUid(event.documentId, url),
      summary: event.title,
      description: [event.description, event.url].filter(Boolean).join('\n\n'),
      start: amsterdam(event.startsAt),
      end: amsterdam(event.endsAt),
      timezone: TIME_ZONE,
      status: STATUS[event.status],
      location: event.location || null,
      url: event.url,
      categories: [{ name: event.category }],
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
    });
  }
  return calendar.toString();
}

/** A calendar file as a response: a download (one event) or a feed to subscribe to. */
export function icsResponse(body: string, fileName: string, { download }: { download: boolean }) {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${fileName}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
