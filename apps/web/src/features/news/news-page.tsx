import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listArticles } from '@/lib/cms/articles';
import { getNewsTag } from '@/lib/cms/news-tags';
import { findLocalised } from '@/lib/localised-document';
import { pageNumber, paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { NewsIndex } from './news-index';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Fills the grid's two and three columns.
const PAGE_SIZE = 12;

/**
 * The requested page of the news, narrowed to a tag (its slug in the URL) on a tag's page; null for
 * an unknown tag, past the last page, or for a page number that is none. An existing tag without
 * articles still has its first page.
 */
export async function loadNews(params: Promise<{ locale: string; slug?: string }>, searchParams: Props['searchParams']) {
  const locale = await routeLocale(params);
  const [{ slug }, page] = await Promise.all([params, searchParams.then(pageNumber)]);
  if (page === null) return null;
  const tag = slug === undefined ? undefined : await findLocalised(getNewsTag, slug, locale, paths.newsTag);
  if (tag === null) return null;
  // A tag only in Dutch lists its Dutch articles, as an English page shows a Dutch document.
  const articles = await listArticles({ locale: tag?.locale ?? locale, tag: tag?.slug, page, pageSize: PAGE_SIZE });
  if (page > Math.max(articles.pageCount, 1)) return null;
  return { locale, tag, articles };
}

export async function newsMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const data = await loadNews(params, searchParams);
  if (!data) notFound();
  const [t, news] = await Promise.all([getTranslations('newsIndex'), getTranslations('news')]);
  const { locale, articles } = data;
  return pageMetadata({
    locale,
    title: articles.page > 1 ? t('titlePage', { page: articles.page }) : t('title'),
    description: news('feedDescription'),
    paths: everyLanguage(paths.news),
    page: articles.page,
    feeds: { title: news('feedTitle'), rss: paths.newsFeed('rss'), atom: paths.newsFeed('atom') },
  });
}

/** The news index: every article in the page's language, newest first, a page at a time. */
export async function NewsPage({ params, searchParams }: Props) {
  const data = await loadNews(params, searchParams);
  if (!data) notFound();
  const { locale, articles } = data;
  const [t, news] = await Promise.all([getTranslations('newsIndex'), getTranslations('news')]);
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: paths.news }]} />
      <NewsIndex
        locale={locale}
        title={t('title')}
        intro={news('feedDescription')}
        articles={articles}
        path={paths.news}
        feeds={{ rss: localisedPath(locale, paths.newsFeed('rss')), atom: localisedPath(locale, paths.newsFeed('atom')) }}
        empty={t('empty')}
      />
    </>
  );
}
