import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { getEvent } from '@/lib/cms/events';
import { icsCalendar, icsResponse } from '@/lib/calendar/ics';
import { findLocalised } from '@/lib/localised-document';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import { icsEntry } from '@/features/events/ics-entry';
import { fullPlaceOf } from '@/lib/calendar/place';

/** `/kalender/{slug}/ics`: the event as a calendar file to download. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/kalender/[slug]/ics'>) {
  const locale = await routeLocale(params);
  const event = await findLocalised(getEvent, (await params).slug, locale, paths.eventFile);
  if (!event) return new Response('Not found', { status: 404 });
  const [calendar, kinds] = await Promise.all([getTranslations({ locale, namespace: 'calendar' }), getTranslations({ locale, namespace: 'event.kind' })]);
  const body = icsCalendar({
    name: event.title,
    description: calendar('feedDescription'),
    url: absoluteUrl(locale, paths.event(event.slug)),
    events: [icsEntry(event, locale, { category: kinds(event.kind), location: fullPlaceOf(event) })],
  });
  return icsResponse(body, event.slug, { download: true });
}
