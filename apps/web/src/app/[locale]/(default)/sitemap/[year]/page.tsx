import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listArchiveMonths } from '@/lib/cms/archive';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ArchiveMonths } from '@/features/archive/archive-months';
import { archiveYear } from '@/features/archive/archive-params';

type Props = PageProps<'/[locale]/sitemap/[year]'>;

export function generateStaticParams() {
  return [];
}

/** The year's months; a year that is not a year, or has no articles, is a 404. */
async function load(params: Props['params']) {
  const locale = await routeLocale(params);
  const year = archiveYear((await params).year);
  const months = year === null ? [] : await listArchiveMonths(locale, year);
  if (year === null || months.length === 0) notFound();
  return { locale, year, months };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, year } = await load(params);
  const t = await getTranslations('archive');
  return pageMetadata({ locale, title: t('yearTitle', { year }), description: t('yearIntro', { year }), paths: everyLanguage(paths.archiveYear(year)) });
}

export default async function ArchiveYearPage({ params }: Props) {
  const { locale, year, months } = await load(params);
  const t = await getTranslations('archive');
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/sitemap' }, { name: String(year), path: paths.archiveYear(year) }]} />
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight">{t('yearTitle', { year })}</h1>
      <ArchiveMonths months={months} locale={locale} linkYears={false} />
    </>
  );
}
