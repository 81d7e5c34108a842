import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { NewsIndex } from './news-index';
import { loadNews } from './news-page';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function newsTagMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const data = await loadNews(params, searchParams);
  if (!data?.tag) notFound();
  const t = await getTranslations('newsTag');
  const { locale, tag, articles } = data;
  const title = articles.page > 1 ? t('titlePage', { name: tag.name, page: articles.page }) : t('title', { name: tag.name });
  return pageMetadata({
    locale,
    title,
    description: t('description', { name: tag.name }),
    paths: pathsPerLanguage(tag.slugs, paths.newsTag),
    page: articles.page,
    // A Dutch tag on an English page has its feeds in Dutch only.
    feeds: tag.locale === locale ? { title: t('feedTitle', { name: tag.name }), rss: paths.tagFeed(tag.slug, 'rss'), atom: paths.tagFeed(tag.slug, 'atom') } : undefined,
  });
}

/** A news tag's articles, newest first, a page at a time: the news index narrowed to the tag. */
export async function NewsTagPage({ params, searchParams }: Props) {
  const data = await loadNews(params, searchParams);
  if (!data?.tag) notFound();
  const { locale, tag, articles } = data;
  const [t, news] = await Promise.all([getTranslations('newsTag'), getTranslations('newsIndex')]);
  const path = paths.newsTag(tag.slug);
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: news('title'), path: paths.news }, { name: tag.name, path }]} />
      <NewsIndex
        locale={locale}
        title={t('title', { name: tag.name })}
        intro={t('description', { name: tag.name })}
        articles={articles}
        tag={tag.slug}
        path={path}
        feeds={{ rss: localisedPath(tag.locale, paths.tagFeed(tag.slug, 'rss')), atom: localisedPath(tag.locale, paths.tagFeed(tag.slug, 'atom')) }}
        empty={t('empty')}
      />
    </>
  );
}
