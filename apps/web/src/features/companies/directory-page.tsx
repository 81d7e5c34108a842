import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listCompanies } from '@/lib/cms/companies';
import { canonicalSearch, companyQuery, DIRECTORY_PARAM, directoryQuery, isDirectoryFiltered, parseDirectoryParams, withQuery } from '@/lib/directory/filters';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { GuideLinks } from '@/components/layout/guide-links';
import { CompanyList } from './company-list';
import { DirectoryFilterForm, DirectoryIndexes } from './directory-filters';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function readFilters({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const given = await searchParams;
  const filters = parseDirectoryParams(given);
  if (!filters) notFound();
  return { locale, given, filters };
}

export async function directoryMetadata(props: Props): Promise<Metadata> {
  const { locale, filters } = await readFilters(props);
  const t = await getTranslations({ locale, namespace: 'directory' });
  return {
    ...pageMetadata({
      locale,
      title: filters.page > 1 ? t('titlePage', { title: t('title'), page: filters.page }) : t('title'),
      description: t('intro'),
      paths: everyLanguage(withQuery(paths.directory, directoryQuery(filters))),
    }),
    // Every filter combination is a page of its own; the unfiltered directory is the one to find.
    ...(isDirectoryFiltered(filters) && { robots: { index: false, follow: true } }),
  };
}

/** The company directory: A to Z, by sector, filters in the URL, paged. */
export async function DirectoryPage(props: Props) {
  const { locale, given, filters } = await readFilters(props);
  const canonical = canonicalSearch(given, directoryQuery(filters), DIRECTORY_PARAM);
  if (canonical !== null) redirect(localisedPath(locale, withQuery(paths.directory, canonical)));
  const companies = await listCompanies(companyQuery(filters, locale));
  if (filters.page > Math.max(companies.pageCount, 1)) notFound();
  const t = await getTranslations('directory');
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: paths.directory }]} />
      <JsonLd data={itemListLd(companies.items.map((company) => ({ url: absoluteUrl(locale, paths.company(company.documentId)), name: company.name })))} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-4 max-w-3xl text-lg">{t('intro')}</p>
      <GuideLinks current={paths.directory} />
      <DirectoryIndexes filters={filters} />
      <DirectoryFilterForm locale={locale} filters={filters} />
      <p role="status" className="mb-4 font-semibold">
        {t('count', { count: companies.total })}
      </p>
      <CompanyList companies={companies.items} empty={t('empty')} />
      <Pagination path={withQuery(paths.directory, directoryQuery({ ...filters, page: 1 }))} page={companies.page} pageCount={companies.pageCount} />
    </>
  );
}
