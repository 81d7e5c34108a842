import type { Metadata } from 'next';
import { COLUMN_WIDEST, Image } from '@/components/ui/image';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { getArticle, listRelatedArticles } from '@/lib/cms/articles';
import { formatDate } from '@/lib/format';
import { linkedVersion, paths, pathsPerLanguage } from '@/lib/paths';
import { newsArticleLd } from '@/lib/seo/json-ld';
import { absoluteMediaUrl, absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { siteIdentity } from '@/lib/seo/site';
import { findLocalised } from '@/lib/localised-document';
import { JsonLd } from '@/components/seo/json-ld';
import { Blocks } from '@/components/ui/blocks';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { OnlyInDutch } from '@/components/ui/only-in-dutch';
import { ArticleGrid } from '@/features/news/article-card';
import { LabelledGallery } from '@/features/media/labelled-gallery';
import { ShareLinks } from '@/features/news/share-links';
import { TrackView } from '@/features/analytics/track-view.client';

type Props = PageProps<'/[locale]/nieuws/[slug]'>;

// Rendered on the first request for a slug, then served from the cache until the article changes.
export function generateStaticParams() {
  return [];
}

const findArticle = (slug: string, locale: Locale) => findLocalised(getArticle, slug, locale, paths.article);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const article = await findArticle((await params).slug, locale);
  if (!article) notFound();
  const t = await getTranslations('news');
  return pageMetadata({
    locale,
    title: article.title,
    description: article.excerpt,
    paths: pathsPerLanguage(article.slugs, paths.article),
    image: article.cover,
    type: 'article',
    publishedTime: article.date,
    modifiedTime: article.updatedAt,
    feeds: { title: t('feedTitle'), rss: paths.newsFeed('rss'), atom: paths.newsFeed('atom') },
  });
}

export default async function ArticlePage({ params }: Props) {
  const locale = await routeLocale(params);
  const article = await findArticle((await params).slug, locale);
  if (!article) notFound();
  const [t, newsIndex, related, { isEnabled: preview }] = await Promise.all([
    getTranslations('article'),
    getTranslations('newsIndex'),
    listRelatedArticles(article, locale),
    draftMode(),
  ]);
  const translated = article.locale === locale;
  const url = absoluteUrl(locale, paths.article(article.slug));
  // An English page that shows a Dutch article links its author and tags in English where they are.
  const author = article.author && linkedVersion(article.author.versions, locale, { locale: article.locale, version: article.author });
  const authorPath = author && paths.author(author.version);

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: newsIndex('title'), path: paths.news }, { name: article.title, path: paths.article(article.slug) }]} />
      <JsonLd
        data={newsArticleLd({
          url,
          headline: article.title,
          description: article.excerpt,
          datePublished: article.date,
          dateModified: article.updatedAt,
          image: article.cover ? [{ url: absoluteMediaUrl(article.cover.src), width: article.cover.width, height: article.cover.height }] : undefined,
          author: article.author && author && authorPath ? { name: article.author.name, url: absoluteUrl(author.locale, authorPath) } : undefined,
          keywords: article.tags.map((tag) => tag.name),
          inLanguage: article.locale,
          publisher: siteIdentity(),
        })}
      />
      <article lang={translated ? undefined : article.locale} className="mx-auto max-w-3xl">
        {!preview && <TrackView type="article" id={article.documentId} />}
        {!translated && <OnlyInDutch locale={locale}>{t('onlyDutch')}</OnlyInDutch>}
        {article.sponsored && <p className="mb-2 text-sm font-semibold uppercase text-main-800">{t('sponsored')}</p>}
        <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{article.title}</h1>
        <p className="mb-6 text-cool-600 dark:text-cool-300">
          <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
          {article.author && authorPath && (
            <>
              {' · '}
              {t.rich('by', { name: article.author.name, author: (name) => <Link href={authorPath} locale={author?.locale} rel="author">{name}</Link> })}
            </>
          )}
        </p>
        {article.excerpt && <p className="mb-6 text-xl">{article.excerpt}</p>}
        {article.cover && (
          <Image
            src={article.cover.src}
            alt={article.cover.alt}
            width={article.cover.width}
            height={article.cover.height}
            sizes="(min-width: 768px) 768px, 100vw"
            widest={COLUMN_WIDEST}
            className="mb-8 h-auto w-full rounded"
            priority
          />
        )}
        <Blocks blocks={article.body} />
        {article.gallery.length > 0 && <LabelledGallery images={article.gallery} column="max-w-3xl" />}
        {article.tags.length > 0 && (
          <section aria-labelledby="tags" className="mt-8">
            <h2 id="tags" className="mb-2 text-lg font-semibold">
              {t('tags')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {article.tags.map((tag) => {
                const target = linkedVersion(tag.slugs, locale, { locale: article.locale, version: tag.slug });
                return (
                <li key={tag.slug}>
                  <Link href={paths.newsTag(target.version)} locale={target.locale} className="pill text-sm">
                    {tag.name}
                  </Link>
                </li>
                );
              })}
            </ul>
          </section>
        )}
        <ShareLinks url={url} title={article.title} />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="gerelateerd" className="mx-auto mt-12 max-w-6xl">
          <h2 id="gerelateerd" className="mb-4 text-2xl font-bold">
            {t('related')}
          </h2>
          <ArticleGrid articles={related} locale={locale} empty="" eagerFirst={false} />
        </section>
      )}
    </>
  );
}
