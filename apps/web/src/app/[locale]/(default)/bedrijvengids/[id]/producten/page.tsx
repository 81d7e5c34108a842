import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listProducts } from '@/lib/cms/products';
import { pageNumber, paths, pathsPerLanguage } from '@/lib/paths';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { findCompany } from '@/features/companies/find-company';
import { ProductGrid } from '@/features/products/product-grid';

type Props = PageProps<'/[locale]/bedrijvengids/[id]/producten'>;

// The page number is a query parameter, so the HTML is rendered per request from the data cache.
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 24;

async function read({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const page = pageNumber(await searchParams);
  if (page === null) notFound();
  const company = await findCompany((await params).id, locale, paths.companyProducts);
  return { locale, page, company };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, company } = await read(props);
  const t = await getTranslations({ locale, namespace: 'directory.company' });
  const title = t('productsTitle', { name: company.name });
  return pageMetadata({
    locale,
    title: page > 1 ? `${title} (${page})` : title,
    description: t('productsIntro', { name: company.name }),
    paths: pathsPerLanguage(Object.fromEntries(company.languages.map((language) => [language, company.documentId])), paths.companyProducts),
    page,
  });
}

export default async function CompanyProductsPage(props: Props) {
  const { locale, page, company } = await read(props);
  const id = company.documentId;
  const products = await listProducts({ locale, company: id, page, pageSize: PAGE_SIZE });
  if (page > Math.max(products.pageCount, 1)) notFound();
  const [t, directory, guide] = await Promise.all([getTranslations('directory.company'), getTranslations('directory'), getTranslations('productGuide')]);
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[
          { name: directory('title'), path: paths.directory },
          { name: company.name, path: paths.company(id) },
          { name: t('products'), path: paths.companyProducts(id) },
        ]}
      />
      <JsonLd data={itemListLd(products.items.map((product) => ({ url: absoluteUrl(locale, paths.product(product.documentId)), name: product.name })))} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('productsTitle', { name: company.name })}</h1>
      <p role="status" className="mb-4 font-semibold">
        {guide('count', { count: products.total })}
      </p>
      <ProductGrid products={products.items} empty={t('noProducts')} />
      <Pagination path={paths.companyProducts(id)} page={products.page} pageCount={products.pageCount} />
    </>
  );
}
