import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { EventKind } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { getEventSpan, listEventCities, listEvents } from '@/lib/cms/events';
import { navigableMonths } from '@/lib/calendar/dates';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { calendarQuery, canonicalSearch, eventQuery, isFiltered, listsPast, parseCalendarParams, shownMonth, withQuery, type CalendarFilters } from '@/lib/calendar/filters';
import { JsonLd } from '@/components/seo/json-ld';
import { CalendarResults } from './calendar-results';
import { CalendarFilterForm } from './calendar-filters';
import { feedUrls, SubscribeBox } from './subscribe-box';
import { ThemeNav } from './theme-nav';
import { agendas, type AgendaSlug } from './themes';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams; agenda?: AgendaSlug };

// A list page shows this many events; the month view all of a month, up to the CMS's page cap.
const PAGE_SIZE = 20;
const MONTH_CAP = 100;

/** Where the page lives and what it shows: /kalender, or an agenda pre-filtered on its kind. */
const pageOf = (agenda?: AgendaSlug): { path: string; fixedKind?: EventKind } =>
  agenda ? { path: `${paths.calendar}/${agenda}`, fixedKind: agendas[agenda] } : { path: paths.calendar };

/** The filters of the URL, the page's own kind applied; a 404 for values that cannot be filters. */
async function readFilters({ params, searchParams, agenda }: Props) {
  const locale = await routeLocale(params);
  const given = await searchParams;
  const parsed = parseCalendarParams(given);
  if (!parsed) notFound();
  const { path, fixedKind } = pageOf(agenda);
  // An agenda's kind is not the reader's to change: a `type` in its URL is dropped.
  const filters: CalendarFilters = fixedKind ? { ...parsed, kind: undefined } : parsed;
  return { locale, given, filters, path, fixedKind };
}

/** The events and the place filter's cities for the filters; a 404 for a page past the last. */
async function load({ locale, filters, fixedKind }: Awaited<ReturnType<typeof readFilters>>) {
  const now = new Date();
  const query = { ...eventQuery({ ...filters, kind: fixedKind ?? filters.kind }, locale, now), pageSize: filters.view === 'maand' ? MONTH_CAP : PAGE_SIZE };
  const [events, cities, span] = await Promise.all([listEvents(query), listEventCities(listsPast(filters, now) ? 'past' : 'upcoming'), filters.view === 'maand' ? getEventSpan(query) : null]);
  if (filters.view === 'lijst' && filters.page > Math.max(events.pageCount, 1)) notFound();
  return { events, cities, now, months: navigableMonths(span, now) };
}

/** The feed of what the page shows: its filters and kind, every upcoming event rather than a page or a view. */
const feedQuery = (filters: CalendarFilters, fixedKind?: EventKind) =>
  calendarQuery({ ...filters, kind: fixedKind ?? filters.kind, view: 'lijst', past: false, page: 1 });

export async function calendarMetadata(props: Props): Promise<Metadata> {
  const { locale, filters, path, fixedKind } = await readFilters(props);
  const [t, agendaTexts] = await Promise.all([getTranslations({ locale, namespace: 'calendar' }), getTranslations({ locale, namespace: 'agendas' })]);
  const base = props.agenda ? agendaTexts(`${props.agenda}.title`) : filters.past ? t('titlePast') : t('title');
  const meta = pageMetadata({
    locale,
    title: filters.page > 1 ? t('titlePage', { title: base, page: filters.page }) : base,
    description: props.agenda ? agendaTexts(`${props.agenda}.intro`) : t('intro'),
    paths: everyLanguage(withQuery(path, calendarQuery(filters))),
  });
  return {
    ...meta,
    alternates: { ...meta.alternates, types: { 'text/calendar': [{ url: feedUrls(locale, feedQuery(filters, fixedKind)).https, title: t('feedTitle') }] } },
    // Every filter combination is a page of its own; the unfiltered calendar, the agendas and the
    // theme pages are the ones worth finding in a search engine.
    ...(isFiltered(filters) && { robots: { index: false, follow: true } }),
  };
}

/** The calendar: filters, list or month view, paging, an item list for crawlers, a feed to subscribe to. */
export async function CalendarPage(props: Props) {
  const read = await readFilters(props);
  const { locale, given, filters, path, fixedKind } = read;
  // One URL per calendar: the empty fields a GET form sends are dropped, the order fixed.
  const canonical = canonicalSearch(given, filters);
  if (canonical !== null) redirect(localisedPath(locale, withQuery(path, canonical)));
  const { events, cities, now, months } = await load(read);

  const [t, agendaTexts] = await Promise.all([getTranslations('calendar'), getTranslations('agendas')]);
  const title = props.agenda ? agendaTexts(`${props.agenda}.title`) : filters.past && filters.view === 'lijst' ? t('titlePast') : t('title');
  return (
    <>
      <JsonLd data={itemListLd(events.items.map((event) => ({ url: absoluteUrl(locale, paths.event(event.slug)), name: event.title })))} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mb-4 max-w-3xl text-lg">{props.agenda ? agendaTexts(`${props.agenda}.intro`) : t('intro')}</p>
      <ThemeNav current={props.agenda} />
      <CalendarFilterForm locale={locale} path={path} filters={filters} fixedKind={fixedKind} cities={cities} now={now} />
      <CalendarResults locale={locale} path={path} filters={filters} events={events} month={shownMonth(filters, now)} months={months} />
      <SubscribeBox locale={locale} query={feedQuery(filters, fixedKind)} />
    </>
  );
}
