import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listEvents, type EventQuery, type EventSummary } from '@/lib/cms/events';
import { icsCalendar, icsResponse } from '@/lib/calendar/ics';
import { eventQuery, parseCalendarParams, type CalendarFilters } from '@/lib/calendar/filters';
import { formatMonth } from '@/lib/format';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import { icsEntry } from '@/features/events/ics-entry';
import { placeOf } from '@/lib/calendar/place';

const PAGE_SIZE = 100;
const MAX_PAGES = 3;
const DAY = 24 * 60 * 60 * 1000;
// Events stay in a subscribed calendar for a month after they end, rather than vanishing at once.
const KEEP_DAYS = 30;

/** Every event of a query, up to MAX_PAGES pages of the CMS's largest page. */
async function allEvents(query: EventQuery): Promise<EventSummary[]> {
  const events: EventSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await listEvents({ ...query, page, pageSize: PAGE_SIZE });
    events.push(...result.items);
    if (page >= result.pageCount) break;
  }
  return events;
}

/** "Standplaats: kalender · Beurs · Utrecht": a subscriber with several feeds can tell them apart. */
async function feedName(filters: CalendarFilters, locale: Locale) {
  const [t, kinds, provinces] = await Promise.all([
    getTranslations({ locale, namespace: 'calendar' }),
    getTranslations({ locale, namespace: 'event.kind' }),
    getTranslations({ locale, namespace: 'provinces' }),
  ]);
  const parts = [
    filters.kind && kinds(filters.kind),
    filters.month && formatMonth(filters.month.year, filters.month.month, locale),
    filters.province && provinces(filters.province),
    filters.city,
    filters.keyword && `“${filters.keyword}”`,
  ];
  return [t('feedTitle'), ...parts.filter(Boolean)].join(' · ');
}

/**
 * `/feeds/kalender?type=beurs&plaats=Utrecht`: the calendar's events for the same filters as the
 * page, as an iCalendar feed to subscribe to (webcal). Without a month it holds the upcoming
 * events and those that ended in the last month.
 */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/feeds/kalender'>) {
  const locale = await routeLocale(params);
  const filters = parseCalendarParams(Object.fromEntries(new URL(request.url).searchParams));
  if (!filters) return new Response('Not a calendar filter', { status: 404 });
  const list = { ...filters, view: 'lijst' as const, past: false, page: 1 };
  const query = filters.month ? eventQuery(list, locale) : { ...eventQuery(list, locale), now: new Date(Date.now() - KEEP_DAYS * DAY) };
  const [events, t, kinds] = await Promise.all([allEvents(query), getTranslations({ locale, namespace: 'calendar' }), getTranslations({ locale, namespace: 'event.kind' })]);
  const body = icsCalendar({
    name: await feedName(filters, locale),
    description: t('feedDescription'),
    url: absoluteUrl(locale, paths.calendar),
    events: events.map((event) => icsEntry(event, locale, { category: kinds(event.kind), location: placeOf(event) })),
  });
  return icsResponse(body, 'standplaats-kalender', { download: false });
}
