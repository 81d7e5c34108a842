import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { listUpcomingFairs } from '@/lib/cms/exhibitors';
import { listProducts, getProduct } from '@/lib/cms/products';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { productLd } from '@/lib/seo/directory-ld';
import { absoluteMediaUrl, absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { OnlyInDutch } from '@/components/ui/only-in-dutch';
import { CompanyContact } from '@/features/companies/company-contact';
import { ContactSection } from '@/features/companies/contact-section';
import { LabelledGallery } from '@/features/media/labelled-gallery';
import { ProductGrid } from '@/features/products/product-grid';
import { UpcomingFairs } from '@/features/exhibitors/fair-sections';
import { TrackView } from '@/features/analytics/track-view.client';

type Props = PageProps<'/[locale]/productengids/[id]'>;

// Rendered on the first request for an id, then served from the cache until the product changes.
export function generateStaticParams() {
  return [];
}

const RELATED = 4;

async function findProduct(params: Props['params'], locale: Locale) {
  const product = await getProduct((await params).id, locale);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const product = await findProduct(params, locale);
  return pageMetadata({
    locale,
    title: product.company ? `${product.name} (${product.company.name})` : product.name,
    description: product.description,
    paths: pathsPerLanguage(Object.fromEntries(product.languages.map((language) => [language, product.documentId])), paths.product),
    image: product.images[0] ?? null,
  });
}

export default async function ProductPage({ params }: Props) {
  const locale = await routeLocale(params);
  const product = await findProduct(params, locale);
  const { company, category } = product;
  const [t, guide, sectorNames, ofCompany, fairs] = await Promise.all([
    getTranslations('productGuide.product'),
    getTranslations('productGuide'),
    getTranslations('directory.sectors'),
    company ? listProducts({ locale, company: company.documentId, exclude: [product.documentId], pageSize: RELATED }) : null,
    listUpcomingFairs({ product: product.documentId }, locale),
  ]);
  // The category's other products, less those already shown as the company's.
  const shown = [product.documentId, ...(ofCompany?.items ?? []).map((item) => item.documentId)];
  const inCategory = category ? await listProducts({ locale, category, exclude: shown, pageSize: RELATED }) : null;
  const url = absoluteUrl(locale, paths.product(product.documentId));
  const translated = product.locale === locale;

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: guide('title'), path: paths.productGuide }, { name: product.name, path: paths.product(product.documentId) }]} />
      <JsonLd
        data={productLd({
          url,
          name: product.name,
          description: product.description,
          images: product.images.map((image) => absoluteMediaUrl(image.src)),
          category: category ? sectorNames(category) : undefined,
          brand: company ? { name: company.name, url: absoluteUrl(locale, paths.company(company.documentId)) } : undefined,
          properties: product.specifications,
        })}
      />
      <article lang={translated ? undefined : product.locale} className="mx-auto max-w-5xl">
        <TrackView type="product" id={product.documentId} />
        {!translated && <OnlyInDutch locale={locale}>{t('onlyDutch')}</OnlyInDutch>}
        {category && <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-main-800 dark:text-main">{sectorNames(category)}</p>}
        <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{product.name}</h1>
        {product.description && <p className="mb-6 text-xl">{product.description}</p>}
        {product.images.length > 0 && <LabelledGallery images={product.images} title={t('images', { name: product.name })} column="max-w-5xl" lead />}
        {/* Right below the product, on the first screen: its stars come with the visitor's first use, not with the page (issue 30). */}
        <UpcomingFairs entries={fairs} locale={locale} heading="productFairs" loadsOn="interaction" className="mt-8" />
        {product.specifications.length > 0 && (
          <section aria-labelledby="specificaties" className="mt-8">
            <h2 id="specificaties" className="mb-3 text-2xl font-bold">
              {t('specifications')}
            </h2>
            <table className="w-full max-w-2xl border-collapse text-left">
              <thead>
                <tr>
                  <th scope="col" className="border-b border-cool-300 py-2 pr-4">
                    {t('specName')}
                  </th>
                  <th scope="col" className="border-b border-cool-300 py-2">
                    {t('specValue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {product.specifications.map((spec, index) => (
                  <tr key={`${spec.name}-${index}`}>
                    <th scope="row" className="border-b border-cool-200 py-2 pr-4 font-semibold">
                      {spec.name}
                    </th>
                    <td className="border-b border-cool-200 py-2">{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {company && (
          <section aria-labelledby="aanbieder" className="mt-8">
            <h2 id="aanbieder" className="mb-3 text-2xl font-bold">
              {t('company')}: <Link href={paths.company(company.documentId)}>{company.name}</Link>
            </h2>
            <CompanyContact address={company.address} phone={company.phone} email={company.email} website={company.website} />
          </section>
        )}
      </article>
      {company && <ContactSection locale={locale} company={company} product={{ documentId: product.documentId, name: product.name }} />}
      {company && ofCompany && ofCompany.items.length > 0 && (
        <section aria-labelledby="meer-van-bedrijf" className="mx-auto mt-12 max-w-5xl">
          <h2 id="meer-van-bedrijf" className="mb-4 text-2xl font-bold">
            {t('moreOfCompany', { company: company.name })}
          </h2>
          <ProductGrid products={ofCompany.items} empty="" headingLevel={3} />
        </section>
      )}
      {category && inCategory && inCategory.items.length > 0 && (
        <section aria-labelledby="meer-in-categorie" className="mx-auto mt-12 max-w-5xl">
          <h2 id="meer-in-categorie" className="mb-4 text-2xl font-bold">
            {t('moreInCategory', { category: sectorNames(category) })}
          </h2>
          <ProductGrid products={inCategory.items} empty="" headingLevel={3} />
        </section>
      )}
    </>
  );
}
