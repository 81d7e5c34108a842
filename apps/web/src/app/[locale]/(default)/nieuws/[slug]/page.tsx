import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { getArticle } from '@/lib/cms/articles';
import { formatDate } from '@/lib/format';
import { alternates } from '@/lib/seo/alternates';
import { Blocks } from '@/features/articles/blocks';

type Props = PageProps<'/[locale]/nieuws/[slug]'>;

// Rendered on the first request for a slug, then served from the cache until the article changes.
export function generateStaticParams() {
  return [];
}

/** The article in the page's language, or its Dutch original when there is no translation. */
async function findArticle(slug: string, locale: Locale) {
  return (await getArticle(slug, locale)) ?? (locale === 'nl' ? null : await getArticle(slug, 'nl'));
}

const pathsOf = (slugs: Partial<Record<Locale, string>>) =>
  Object.fromEntries(Object.entries(slugs).map(([locale, slug]) => [locale, `/nieuws/${slug}`]));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const article = await findArticle((await params).slug, locale);
  if (!article) notFound();
  return {
    title: article.title,
    description: article.excerpt,
    alternates: alternates(locale, pathsOf(article.slugs)),
    openGraph: {
      type: 'article',
      title: article.title,
      description: article.excerpt,
      publishedTime: article.date,
      images: article.cover ? [{ url: article.cover.src, width: article.cover.width, height: article.cover.height }] : undefined,
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const locale = await routeLocale(params);
  const article = await findArticle((await params).slug, locale);
  if (!article) notFound();
  const t = await getTranslations('article');
  const { isEnabled: preview } = await draftMode();
  const translated = article.locale === locale;

  return (
    <article lang={translated ? undefined : article.locale} className="mx-auto max-w-3xl">
      {preview && (
        <p role="status" className="mb-6 rounded bg-main-100 p-3 text-cool-900">
          {t('preview')}{' '}
          <a href={`/api/preview/exit?path=${encodeURIComponent(`/nieuws/${article.slug}`)}`}>{t('exitPreview')}</a>
        </p>
      )}
      {!translated && (
        <p lang={locale} className="mb-6 rounded border border-cool-300 p-3 text-sm">
          {t('onlyDutch')}
        </p>
      )}
      {article.sponsored && <p className="mb-2 text-sm font-semibold uppercase text-main-800">{t('sponsored')}</p>}
      <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{article.title}</h1>
      <p className="mb-6 text-cool-600 dark:text-cool-300">
        <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
        {article.author && <> · {t('by', { name: article.author.name })}</>}
      </p>
      {article.excerpt && <p className="mb-6 text-xl">{article.excerpt}</p>}
      {article.cover && (
        // Issue 4 moves media to the image optimiser; until then the upload is served as is.
        <img
          src={article.cover.src}
          alt={article.cover.alt}
          width={article.cover.width}
          height={article.cover.height}
          className="mb-8 h-auto w-full rounded"
        />
      )}
      <Blocks blocks={article.body} />
      {article.tags.length > 0 && (
        <section aria-label={t('tags')} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag.slug} className="rounded-full bg-cool-100 px-3 py-1 text-sm dark:bg-cool-800">
                {tag.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
