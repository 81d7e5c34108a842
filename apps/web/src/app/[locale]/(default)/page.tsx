import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listLatestArticles } from '@/lib/cms/articles';
import { listUpcomingEvents } from '@/lib/cms/events';
import { alternates, everyLanguage } from '@/lib/seo/alternates';
import { LatestNews } from '@/features/home/latest-news';
import { UpcomingEvents } from '@/features/events/event-list';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  return { alternates: alternates(locale, everyLanguage('/')) };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('home');
  const [articles, events] = await Promise.all([listLatestArticles(locale, 6), listUpcomingEvents(locale, 6)]);

  return (
    <>
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <LatestNews articles={articles} locale={locale} />
        <UpcomingEvents events={events} locale={locale} />
      </div>
    </>
  );
}
