import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { ArticleSummary } from '@/lib/cms/articles';
import type { Page } from '@/lib/cms/strapi';
import { listNewsTags } from '@/lib/cms/news-tags';
import { paths } from '@/lib/paths';
import { Pagination } from '@/components/ui/pagination';
import { chip, currentChip, standaloneLink } from '@/components/ui/button-styles';
import { ArticleGrid } from './article-card';

type Props = {
  locale: Locale;
  title: string;
  intro: string;
  articles: Page<ArticleSummary>;
  /** The tag the list is narrowed to (its slug), if any. */
  tag?: string;
  /** Where the list lives: /nieuws or a tag's page. */
  path: string;
  /** The list's feeds, as links (with their language prefix). */
  feeds: { rss: string; atom: string };
  empty: string;
};

/**
 * The news as a list, newest first, paged: /nieuws and each tag's page. The tags filter it (each
 * is a page of its own, so every filter has one address), and the list's feeds are linked.
 */
export async function NewsIndex({ locale, title, intro, articles, tag, path, feeds, empty }: Props) {
  const [t, tags] = await Promise.all([getTranslations('newsIndex'), listNewsTags(locale)]);
  const filters = [{ name: t('allTags'), slug: undefined, href: paths.news }, ...tags.map(({ name, slug }) => ({ name, slug, href: paths.newsTag(slug) }))];
  return (
    <>
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mb-4 max-w-3xl text-lg">{intro}</p>
      <p className="mb-6 flex flex-wrap items-center gap-x-4 text-cool-700 dark:text-cool-300">
        <span>{t('count', { count: articles.total })}</span>
        <a href={feeds.rss} type="application/rss+xml" className={standaloneLink}>
          {t('rss')}
        </a>
        <a href={feeds.atom} type="application/atom+xml" className={standaloneLink}>
          {t('atom')}
        </a>
        <Link href={paths.newsArchive} className={standaloneLink}>
          {t('archive')}
        </Link>
      </p>
      <nav aria-label={t('tags')} className="mb-8">
        <ul className="chip-row gap-2">
          {filters.map((filter) => {
            const current = filter.slug === tag;
            return (
              <li key={filter.href}>
                <Link
                  href={filter.href}
                  aria-current={current ? 'page' : undefined}
                  className={`${current ? currentChip : chip} whitespace-nowrap`}
                >
                  {filter.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 className="sr-only">{t('articles')}</h2>
      <ArticleGrid articles={articles.items} locale={locale} empty={empty} headingLevel={3} />
      <Pagination path={path} page={articles.page} pageCount={articles.pageCount} />
    </>
  );
}
