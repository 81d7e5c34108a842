import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listArticles } from '@/lib/cms/articles';
import { getNewsTag } from '@/lib/cms/news-tags';
import { pageNumber, paths, pathsPerLanguage } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { ArticleGrid } from './article-card';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 10;

/** The tag and the requested page of its articles; null when either does not exist. */
async function load(params: Props['params'], searchParams: Props['searchParams']) {
  const locale = await routeLocale(params);
  const page = pageNumber(await searchParams);
  const tag = page === null ? null : await getNewsTag((await params).slug, locale);
  if (!tag || page === null) return null;
  const articles = await listArticles({ locale, tag: tag.slug, page, pageSize: PAGE_SIZE });
  // Past the last page is a 404; an existing tag without articles still has its first page.
  if (page > Math.max(articles.pageCount, 1)) return null;
  return { locale, tag, articles };
}

export async function newsTagMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const data = await load(params, searchParams);
  if (!data) notFound();
  const t = await getTranslations('newsTag');
  const { locale, tag, articles } = data;
  const title = articles.page > 1 ? t('titlePage', { name: tag.name, page: articles.page }) : t('title', { name: tag.name });
  return pageMetadata({
    locale,
    title,
    description: t('description', { name: tag.name }),
    paths: pathsPerLanguage(tag.slugs, paths.newsTag),
    page: articles.page,
    feeds: { title: t('feedTitle', { name: tag.name }), rss: paths.tagFeed(tag.slug, 'rss'), atom: paths.tagFeed(tag.slug, 'atom') },
  });
}

/** A news tag's articles, newest first, a page at a time. */
export async function NewsTagPage({ params, searchParams }: Props) {
  const data = await load(params, searchParams);
  if (!data) notFound();
  const { locale, tag, articles } = data;
  const [t, news] = await Promise.all([getTranslations('newsTag'), getTranslations('news')]);
  const path = paths.newsTag(tag.slug);
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: news('archive'), path: '/sitemap' }, { name: tag.name, path }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title', { name: tag.name })}</h1>
      <p className="mb-8 text-cool-600 dark:text-cool-300">
        {t('count', { count: articles.total })} ·{' '}
        <a href={localisedPath(locale, paths.tagFeed(tag.slug, 'rss'))} type="application/rss+xml">
          {news('rss')}
        </a>
      </p>
      <ArticleGrid articles={articles.items} locale={locale} empty={t('empty')} headingLevel={2} />
      <Pagination path={path} page={articles.page} pageCount={articles.pageCount} />
    </>
  );
}
