import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { getEvent } from '@/lib/cms/events';
import { countExhibitors } from '@/lib/cms/exhibitors';
import { icsCalendar, icsResponse } from '@/lib/calendar/ics';
import { findLocalised } from '@/lib/localised-document';
import { paths } from '@/lib/paths';
import { parseAgenda, schedule } from '@/lib/planner/agenda';
import { decodeFavourites, SHARE_PARAM } from '@/lib/planner/share';
import { absoluteUrl } from '@/lib/seo/metadata';
import { visitEntries } from '@/features/exhibitors/planner/visit-ics';
import { readVisit } from '@/features/exhibitors/planner/visit';

/**
 * `/kalender/{slug}/beursbezoek/ics?s=…&dag=…&start=…&minuten=…`: the planned route as a calendar
 * file, one event per stand. A choice it cannot use goes back to the planner, which says why.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/[locale]/kalender/[slug]/beursbezoek/ics'>) {
  const locale = await routeLocale(params);
  // Another language's slug moves to this file in this language, with the route and the agenda asked for.
  const event = await findLocalised(getEvent, (await params).slug, locale, (slug) => `${paths.plannerFile(slug)}${request.nextUrl.search}`);
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const shares = request.nextUrl.searchParams.getAll(SHARE_PARAM);
  const favourites = decodeFavourites(shares.length > 1 ? shares : shares[0]);
  if (!event || !favourites || (await countExhibitors(event.documentId)) === 0) return new Response('Not found', { status: 404 });
  const agenda = parseAgenda(query, event);
  const visit = await readVisit(event.documentId, favourites);
  if (agenda.errors.length > 0 || visit.halls.length === 0) {
    return NextResponse.redirect(new URL(`${localisedPath(locale, paths.planner(event.slug))}${request.nextUrl.search}`, absoluteUrl(locale, '/')), 303);
  }
  const t = await getTranslations({ locale, namespace: 'planner' });
  const body = icsCalendar({
    name: t('title', { fair: event.title }),
    description: t('icsDescription', { fair: event.title }),
    url: absoluteUrl(locale, paths.planner(event.slug)),
    events: await visitEntries(event, visit, schedule(visit.halls.map((hall) => hall.route), agenda.choice), agenda.choice.day, locale),
  });
  return icsResponse(body, `${event.slug}-beursbezoek`, { download: true });
}
