import { CARD_WIDEST, Image } from '@/components/ui/image';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { Media } from '@/lib/cms/media';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

export type ArticleCardData = { slug: string; title: string; excerpt?: string | null; date: string; cover?: Media | null };

/** A teaser: cover, title linking to the article, date and excerpt. */
export function ArticleCard({ article, locale, priority = false, headingLevel = 3 }: { article: ArticleCardData; locale: Locale; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col gap-2">
      {article.cover && (
        <Image
          src={article.cover.src}
          alt=""
          width={article.cover.width}
          height={article.cover.height}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          widest={CARD_WIDEST}
          className="aspect-video w-full rounded object-cover"
          priority={priority}
        />
      )}
      <Heading className="teaser-title">
        <Link href={paths.article(article.slug)}>{article.title}</Link>
      </Heading>
      <p className="meta-text">
        <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
      </p>
      {article.excerpt && <p className="line-clamp-3">{article.excerpt}</p>}
    </article>
  );
}

/** A grid of teasers, or a message when there are none. */
export function ArticleGrid({ articles, locale, empty, columns = 3, eagerFirst = true, headingLevel = 3 }: { articles: ArticleCardData[]; locale: Locale; empty: string; columns?: 2 | 3; eagerFirst?: boolean; headingLevel?: 2 | 3 }) {
  if (articles.length === 0) return <p>{empty}</p>;
  return (
    <ul className={`grid gap-8 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {articles.map((article, i) => (
        <li key={article.slug}>
          <ArticleCard article={article} locale={locale} priority={eagerFirst && i === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
