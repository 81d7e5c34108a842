import type { Locale } from '@standplaats/shared';
import { ArticleGrid, type ArticleCardData } from './article-card';

type Props = { title: string; articles: ArticleCardData[]; locale: Locale; empty: string; className?: string };

/** A page's section of news about its subject (a company, a theme), below its own content. */
export function NewsSection({ title, articles, locale, empty, className }: Props) {
  return (
    <section aria-labelledby="nieuws" className={className}>
      <h2 id="nieuws" className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      <ArticleGrid articles={articles} locale={locale} empty={empty} eagerFirst={false} />
    </section>
  );
}
