import type { Metadata } from 'next';
import { COLUMN_WIDEST, Image } from '@/components/ui/image';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { listArticles } from '@/lib/cms/articles';
import { listUpcomingEvents } from '@/lib/cms/events';
import { listMagazines } from '@/lib/cms/magazines';
import { listLatestVacancies } from '@/lib/cms/vacancies';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { graphLd, organizationLd, webSiteLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { searchUrlTemplate, siteIdentity } from '@/lib/seo/site';
import { GuideCards } from '@/components/layout/guide-links';
import { JsonLd } from '@/components/seo/json-ld';
import { UpcomingEvents } from '@/features/events/event-list';
import { ArticleGrid } from '@/features/news/article-card';
import { MagazineGrid } from '@/features/magazines/magazine-card';
import { VacancyList } from '@/features/vacancies/vacancy-list';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const [site, news] = await Promise.all([getTranslations('site'), getTranslations('news')]);
  return {
    ...pageMetadata({ locale, title: `${site('name')}: ${site('tagline')}`, description: site('description'), paths: everyLanguage('/'), feeds: { title: news('feedTitle'), rss: paths.newsFeed('rss'), atom: paths.newsFeed('atom') } }),
    // The home page's title is complete; the layout's "| Standplaats" template would repeat the name.
    title: { absolute: `${site('name')}: ${site('tagline')}` },
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  const [t, news, events, magazines, vacancies] = await Promise.all([
    getTranslations('home'),
    listArticles({ locale, pageSize: 7 }),
    listUpcomingEvents(locale, 6),
    listMagazines(locale, { pageSize: 4 }),
    listLatestVacancies(locale, 4),
  ]);
  const [top, ...latest] = news.items;
  const site = siteIdentity();

  return (
    <>
      <JsonLd data={graphLd([organizationLd(site), webSiteLd(site, searchUrlTemplate(locale))])} />
      <h1 className="sr-only">{t('title')}</h1>
      {top && (
        <section aria-labelledby="topverhaal" className="mb-12 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-center">
          {top.cover && (
            <Image src={top.cover.src} alt="" width={top.cover.width} height={top.cover.height} sizes="(min-width: 1024px) 660px, 100vw" widest={COLUMN_WIDEST} className="aspect-video w-full rounded object-cover" priority />
          )}
          <div>
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-main-800 dark:text-main">{t('topStory')}</p>
            <h2 id="topverhaal" className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
              <Link href={paths.article(top.slug)}>{top.title}</Link>
            </h2>
            <p className="mb-3 text-cool-600 dark:text-cool-300">
              <time dateTime={top.date}>{formatDate(top.date, locale)}</time>
            </p>
            {top.excerpt && <p className="text-lg">{top.excerpt}</p>}
          </div>
        </section>
      )}
      <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="laatste-nieuws">
          <h2 id="laatste-nieuws" className="mb-4 text-2xl font-bold">{t('latestNews')}</h2>
          <ArticleGrid articles={latest} locale={locale} empty={t('noNews')} columns={2} eagerFirst={false} />
          <p className="mt-6"><Link href={paths.news}>{t('allNews')}</Link></p>
        </section>
        <UpcomingEvents events={events} locale={locale} />
      </div>
      <section aria-labelledby="magazines" className="mt-12">
        <h2 id="magazines" className="mb-4 text-2xl font-bold">{t('magazines')}</h2>
        <MagazineGrid magazines={magazines.items} locale={locale} empty={t('noMagazines')} />
      </section>
      <GuideCards headingId="gidsen" />
      <section aria-labelledby="vacatures" className="mt-12">
        <h2 id="vacatures" className="mb-4 text-2xl font-bold">{t('vacancies')}</h2>
        <VacancyList vacancies={vacancies} empty={t('noVacancies')} />
        <p className="mt-6"><Link href="/vacatures">{t('allVacancies')}</Link></p>
      </section>
    </>
  );
}
