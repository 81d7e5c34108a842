import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listMagazines, magazineBrands } from '@/lib/cms/magazines';
import { periodicalLd } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { siteIdentity } from '@/lib/seo/site';
import { everyLanguage } from '@/lib/seo/alternates';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { pageNumber } from '@/lib/paths';
import { MagazineGrid, brandNames } from './magazine-card';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function magazinesMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('magazines');
  const page = pageNumber(await searchParams) ?? 1;
  return pageMetadata({ locale, title: t('title'), description: t('intro'), paths: everyLanguage('/magazines'), page });
}

/** The magazines list: every issue, newest first, a page at a time. */
export async function MagazinesPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const page = pageNumber(await searchParams);
  if (page === null) notFound();
  const magazines = await listMagazines(locale, { page });
  if (page > Math.max(magazines.pageCount, 1)) notFound();
  const t = await getTranslations('magazines');
  const publisher = siteIdentity();
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/magazines' }]} />
      {magazineBrands.map((brand) => (
        <JsonLd key={brand} data={periodicalLd({ url: absoluteUrl(locale, `/${brand}`), name: brandNames[brand], publisher })} />
      ))}
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-lg">{t('intro')}</p>
      <MagazineGrid magazines={magazines.items} locale={locale} empty={t('empty')} headingLevel={2} eager />
      <Pagination path="/magazines" page={magazines.page} pageCount={magazines.pageCount} />
    </>
  );
}
