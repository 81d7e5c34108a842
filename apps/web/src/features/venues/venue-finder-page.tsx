import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listVenueCities, listVenuePoints, listVenues } from '@/lib/cms/venues';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { canonicalVenueSearch, isFiltered, parseVenueParams, venueQuery, venueQueryString, withQuery } from '@/lib/venues/filters';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { GuideLinks } from '@/components/layout/guide-links';
import { VenueFilterForm } from './venue-filters';
import { VenueList } from './venue-list';
import { VenueMap } from './venue-map';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 20;

/** The filters of the URL; a 404 for values that cannot be filters. */
async function readFilters({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const given = await searchParams;
  const filters = parseVenueParams(given);
  if (!filters) notFound();
  return { locale, given, filters };
}

export async function venueFinderMetadata(props: Props): Promise<Metadata> {
  const { locale, filters } = await readFilters(props);
  const t = await getTranslations({ locale, namespace: 'venues' });
  const meta = pageMetadata({
    locale,
    title: filters.page > 1 ? t('titlePage', { title: t('title'), page: filters.page }) : t('title'),
    description: t('intro'),
    paths: everyLanguage(withQuery(paths.venueFinder, venueQueryString(filters))),
  });
  // Every selection is a page of its own; the unfiltered finder is the one worth finding.
  return isFiltered(filters) ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/** The location finder: filters, the matching venues as a list beside a map, paging, an item list for crawlers. */
export async function VenueFinderPage(props: Props) {
  const { locale, given, filters } = await readFilters(props);
  // One URL per selection: the empty fields a GET form sends are dropped, the order fixed.
  const canonical = canonicalVenueSearch(given, filters);
  if (canonical !== null) redirect(localisedPath(locale, withQuery(paths.venueFinder, canonical)));

  const query = venueQuery(filters);
  const [venues, map, cities, t] = await Promise.all([
    listVenues({ ...query, pageSize: PAGE_SIZE }),
    listVenuePoints({ ...query, page: 1 }),
    listVenueCities(),
    getTranslations('venues'),
  ]);
  if (filters.page > Math.max(venues.pageCount, 1)) notFound();
  const listPath = withQuery(paths.venueFinder, venueQueryString({ ...filters, page: 1 }));

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: paths.venueFinder }]} />
      <JsonLd data={itemListLd(venues.items.map((venue) => ({ url: absoluteUrl(locale, paths.venue(venue.slug)), name: venue.name })))} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-4 max-w-3xl text-lg">{t('intro')}</p>
      <GuideLinks current={paths.venueFinder} />
      <VenueFilterForm locale={locale} filters={filters} cities={cities} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="gevonden-locaties">
          <h2 id="gevonden-locaties" className="sr-only">
            {t('results')}
          </h2>
          <p role="status" className="mb-4 font-semibold">
            {t('count', { count: venues.total })}
          </p>
          <VenueList venues={venues.items} empty={t('empty')} />
          <Pagination path={listPath} page={filters.page} pageCount={venues.pageCount} />
        </section>
        <section aria-labelledby="op-de-kaart" className="lg:sticky lg:top-4 lg:self-start">
          <h2 id="op-de-kaart" className="mb-2 text-xl font-bold">
            {t('mapHeading')}
          </h2>
          <VenueMap locale={locale} filters={filters} points={map.points} total={map.total} />
        </section>
      </div>
    </>
  );
}
