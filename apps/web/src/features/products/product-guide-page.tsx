import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listCompanyNames } from '@/lib/cms/companies';
import { listProducts } from '@/lib/cms/products';
import { canonicalSearch, isProductFiltered, parseProductParams, PRODUCT_PARAM, productListQuery, productQuery, withQuery } from '@/lib/directory/filters';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { GuideLinks } from '@/components/layout/guide-links';
import { ProductFilterForm } from './product-filters';
import { ProductGrid } from './product-grid';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function readFilters({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const given = await searchParams;
  const filters = parseProductParams(given);
  if (!filters) notFound();
  return { locale, given, filters };
}

export async function productGuideMetadata(props: Props): Promise<Metadata> {
  const { locale, filters } = await readFilters(props);
  const t = await getTranslations({ locale, namespace: 'productGuide' });
  return {
    ...pageMetadata({
      locale,
      title: filters.page > 1 ? t('titlePage', { title: t('title'), page: filters.page }) : t('title'),
      description: t('intro'),
      paths: everyLanguage(withQuery(paths.productGuide, productQuery(filters))),
    }),
    ...(isProductFiltered(filters) && { robots: { index: false, follow: true } }),
  };
}

/** The product guide: a card grid filtered by category, company and keyword, paged. */
export async function ProductGuidePage(props: Props) {
  const { locale, given, filters } = await readFilters(props);
  const canonical = canonicalSearch(given, productQuery(filters), PRODUCT_PARAM);
  if (canonical !== null) redirect(localisedPath(locale, withQuery(paths.productGuide, canonical)));
  const [products, companies, t] = await Promise.all([listProducts(productListQuery(filters, locale)), listCompanyNames(locale), getTranslations('productGuide')]);
  if (filters.page > Math.max(products.pageCount, 1)) notFound();
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: paths.productGuide }]} />
      <JsonLd data={itemListLd(products.items.map((product) => ({ url: absoluteUrl(locale, paths.product(product.documentId)), name: product.name })))} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-4 max-w-3xl text-lg">{t('intro')}</p>
      <GuideLinks current={paths.productGuide} />
      <ProductFilterForm locale={locale} filters={filters} companies={companies} />
      <p role="status" className="mb-4 font-semibold">
        {t('count', { count: products.total })}
      </p>
      <ProductGrid products={products.items} empty={t('empty')} />
      <Pagination path={withQuery(paths.productGuide, productQuery({ ...filters, page: 1 }))} page={products.page} pageCount={products.pageCount} />
    </>
  );
}
