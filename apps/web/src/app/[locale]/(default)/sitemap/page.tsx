import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listArchiveMonths } from '@/lib/cms/archive';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ArchiveMonths } from '@/features/archive/archive-months';

export async function generateMetadata({ params }: PageProps<'/[locale]/sitemap'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('archive');
  return pageMetadata({ locale, title: t('title'), description: t('intro'), paths: everyLanguage('/sitemap') });
}

/** The human archive: every month with articles, newest first. */
export default async function ArchivePage({ params }: PageProps<'/[locale]/sitemap'>) {
  const locale = await routeLocale(params);
  const [months, t] = await Promise.all([listArchiveMonths(locale), getTranslations('archive')]);
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/sitemap' }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-lg">{t('intro')}</p>
      {months.length === 0 ? <p>{t('empty')}</p> : <ArchiveMonths months={months} locale={locale} />}
    </>
  );
}
