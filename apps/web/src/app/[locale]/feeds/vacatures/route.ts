import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listVacancies } from '@/lib/cms/vacancies';
import { feedXml, newsFeed } from '@/lib/feeds/news-feed';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import { parseVacancyParams, vacancyListQuery, vacancyQuery, withQuery } from '@/lib/vacancies/filters';

const FEED_SIZE = 50;

/**
 * `/feeds/vacatures?functie=techniek&uren=voltijd`: the newest open vacancies of the same
 * selection as the job board, as RSS. Closed vacancies leave it as they leave the board.
 */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/feeds/vacatures'>) {
  const locale = await routeLocale(params);
  const filters = parseVacancyParams(Object.fromEntries(new URL(request.url).searchParams));
  if (!filters) return new Response('Not a vacancy filter', { status: 404 });
  const query = vacancyQuery({ ...filters, page: 1 });
  const [vacancies, t] = await Promise.all([listVacancies({ ...vacancyListQuery({ ...filters, page: 1 }, locale), pageSize: FEED_SIZE }), getTranslations({ locale, namespace: 'vacancies' })]);
  const feedUrl = absoluteUrl(locale, withQuery(paths.vacancyFeed, query));
  const feed = newsFeed({
    locale,
    title: t('feedTitle'),
    description: t('feedDescription'),
    siteUrl: absoluteUrl(locale, '/'),
    feedUrl: { rss: feedUrl, atom: feedUrl },
    pageUrl: absoluteUrl(locale, withQuery(paths.vacancies, query)),
    updated: vacancies.items[0]?.postedAt ?? new Date(0).toISOString(),
    items: vacancies.items.map((vacancy) => ({
      title: vacancy.title,
      url: absoluteUrl(locale, paths.vacancy(vacancy.slug)),
      date: vacancy.postedAt,
      summary: [vacancy.company?.name, vacancy.location, vacancy.hoursPerWeek !== null && t('hoursPerWeek', { hours: vacancy.hoursPerWeek }), vacancy.employmentType && t(`employmentTypes.${vacancy.employmentType}`)]
        .filter(Boolean)
        .join(' · '),
      categories: vacancy.functionArea ? [t(`functionAreas.${vacancy.functionArea}`)] : [],
    })),
  });
  return new Response(feedXml(feed, 'rss'), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
