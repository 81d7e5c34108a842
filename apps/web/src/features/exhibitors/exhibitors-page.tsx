import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { getFloorPlan, listExhibitors } from '@/lib/cms/exhibitors';
import { canonicalSearch, EXHIBITOR_PARAM, exhibitorQuery, isExhibitorFiltered, parseExhibitorParams, withQuery } from '@/lib/exhibitors/filters';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { standaloneLink } from '@/components/ui/button-styles';
import { ExhibitorFilterForm, ExhibitorLetters } from './exhibitor-filters';
import { ExhibitorList } from './exhibitor-list';
import { findFair } from './find-fair';
import { FavouriteButtons } from './planner/favourite-buttons.client';
import { PlannerLink } from './planner/planner-link';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 48;

async function read({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const [{ slug }, given] = await Promise.all([params, searchParams]);
  const filters = parseExhibitorParams(given);
  if (!filters) notFound();
  const { event, count } = await findFair(slug, locale, paths.exhibitors, given);
  return { locale, given, filters, event, count };
}

export async function exhibitorsMetadata(props: Props): Promise<Metadata> {
  const { locale, filters, event, count } = await read(props);
  const t = await getTranslations({ locale, namespace: 'exhibitors' });
  const title = t('title', { fair: event.title });
  const query = exhibitorQuery(filters);
  return {
    ...pageMetadata({
      locale,
      title: filters.page > 1 ? t('titlePage', { title, page: filters.page }) : title,
      description: t('description', { count, fair: event.title, venue: event.venueName || event.city }),
      paths: pathsPerLanguage(event.slugs, (slug) => withQuery(paths.exhibitors(slug), query)),
    }),
    // Every filter combination is a page of its own; the whole list is the one to find.
    ...(isExhibitorFiltered(filters) && { robots: { index: false, follow: true } }),
  };
}

/** A fair's exhibitors: filters in the URL, A to Z by company, paged, each linked to its stand on the plan. */
export async function ExhibitorsPage(props: Props) {
  const { locale, given, filters, event, count } = await read(props);
  const path = paths.exhibitors(event.slug);
  const canonical = canonicalSearch(given, exhibitorQuery(filters), EXHIBITOR_PARAM);
  if (canonical !== null) redirect(localisedPath(locale, withQuery(path, canonical)));
  const [exhibitors, plan, t, calendar] = await Promise.all([
    listExhibitors({ event: event.documentId, ...filters, pageSize: PAGE_SIZE }, locale),
    getFloorPlan(event.documentId),
    getTranslations('exhibitors'),
    getTranslations('calendar'),
  ]);
  if (filters.page > Math.max(exhibitors.pageCount, 1)) notFound();
  const halls = plan?.halls ?? [];
  const hallNames = new Map(halls.map((hall) => [hall.code.toUpperCase(), hall.name]));
  const title = t('title', { fair: event.title });
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[{ name: calendar('title'), path: paths.calendar }, { name: event.title, path: paths.event(event.slug) }, { name: t('crumb'), path }]}
      />
      <JsonLd data={itemListLd(exhibitors.items.map((exhibitor) => ({ url: absoluteUrl(locale, paths.company(exhibitor.company.documentId)), name: exhibitor.company.name })))} />
      <h1 className="mb-2 break-words text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mb-2 max-w-3xl text-lg">{t('intro', { count, venue: event.venueName || event.city })}</p>
      <p className="mb-4 flex flex-wrap gap-x-4">
        <Link href={paths.floorPlan(event.slug)} className={standaloneLink}>
          {t('toPlan')}
        </Link>
        <PlannerLink slug={event.slug} />
      </p>
      <ExhibitorLetters path={path} filters={filters} />
      <ExhibitorFilterForm locale={locale} path={path} filters={filters} halls={halls} />
      <p role="status" className="mb-4 font-semibold">
        {t('count', { count: exhibitors.total })}
      </p>
      <ExhibitorList locale={locale} exhibitors={exhibitors.items} event={event} hallNames={hallNames} empty={t('empty')} />
      <FavouriteButtons key={exhibitorQuery(filters)} event={event.documentId} />
      <Pagination path={withQuery(path, exhibitorQuery({ ...filters, page: 1 }))} page={exhibitors.page} pageCount={exhibitors.pageCount} />
    </>
  );
}
