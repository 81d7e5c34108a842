import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { listHiringCompanies, listVacancies } from '@/lib/cms/vacancies';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { canonicalSearch, isFiltered, parseVacancyParams, vacancyListQuery, vacancyQuery, withQuery, type VacancyFilters } from '@/lib/vacancies/filters';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import { VacancyCards } from './vacancy-card';
import { VacancyFilterForm } from './vacancy-filters';
import { primaryButton } from '@/components/ui/button-styles';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 20;

async function readFilters({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const given = await searchParams;
  const filters = parseVacancyParams(given);
  if (!filters) notFound();
  return { locale, given, filters };
}

/** The feed of a selection: its filters, not its page. */
const feedPath = (filters: VacancyFilters) => withQuery(paths.vacancyFeed, vacancyQuery({ ...filters, page: 1 }));

export async function vacancyBoardMetadata(props: Props): Promise<Metadata> {
  const { locale, filters } = await readFilters(props);
  const t = await getTranslations({ locale, namespace: 'vacancies' });
  const meta = pageMetadata({
    locale,
    title: filters.page > 1 ? t('titlePage', { title: t('title'), page: filters.page }) : t('title'),
    description: t('intro'),
    paths: everyLanguage(withQuery(paths.vacancies, vacancyQuery(filters))),
  });
  return {
    ...meta,
    alternates: { ...meta.alternates, types: { 'application/rss+xml': [{ url: localisedPath(locale, feedPath(filters)), title: t('feedTitle') }] } },
    // Every filter combination is a page of its own; the unfiltered board is the one worth finding.
    ...(isFiltered(filters) && { robots: { index: false, follow: true } }),
  };
}

/** /vacatures: open vacancies, newest first, filtered by the URL, paged, with a feed of the selection. */
export async function VacancyBoard(props: Props) {
  const { locale, given, filters } = await readFilters(props);
  // One URL per selection: the empty fields a GET form sends are dropped, the order fixed.
  const canonical = canonicalSearch(given, filters);
  if (canonical !== null) redirect(localisedPath(locale, withQuery(paths.vacancies, canonical)));
  const [vacancies, companies, t] = await Promise.all([
    listVacancies({ ...vacancyListQuery(filters, locale), pageSize: PAGE_SIZE }),
    listHiringCompanies(),
    getTranslations('vacancies'),
  ]);
  if (filters.page > Math.max(vacancies.pageCount, 1)) notFound();
  return (
    <>
      <JsonLd data={itemListLd(vacancies.items.map((v) => ({ url: absoluteUrl(locale, paths.vacancy(v.slug)), name: v.title })))} />
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <Link href={paths.postVacancy} className={primaryButton}>
          {t('postCta')}
        </Link>
      </div>
      <p className="mb-4 max-w-3xl text-lg">{t('intro')}</p>
      <VacancyFilterForm locale={locale} filters={filters} companies={companies} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="font-semibold">
          {t('count', { count: vacancies.total })}
        </p>
        <a href={localisedPath(locale, feedPath(filters))}>{t('feed')}</a>
      </div>
      {vacancies.items.length === 0 ? <p className="mb-6">{isFiltered(filters) ? t('empty') : t('emptyAll')}</p> : <VacancyCards vacancies={vacancies.items} locale={locale} />}
      <Pagination path={withQuery(paths.vacancies, vacancyQuery({ ...filters, page: 1 }))} page={vacancies.page} pageCount={vacancies.pageCount} />
    </>
  );
}
