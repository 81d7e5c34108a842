import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { ArticleSummary } from '@/lib/cms/articles';
import { formatDate } from '@/lib/format';

export async function LatestNews({ articles, locale }: { articles: ArticleSummary[]; locale: Locale }) {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="laatste-nieuws">
      <h2 id="laatste-nieuws" className="mb-4 text-2xl font-bold">
        {t('latestNews')}
      </h2>
      {articles.length === 0 ? (
        <p>{t('noNews')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2">
          {articles.map((article) => (
            <li key={article.documentId} className="border-l-4 border-main pl-4">
              <article>
                <h3 className="text-lg font-semibold">
                  <Link href={`/nieuws/${article.slug}`}>{article.title}</Link>
                </h3>
                <p className="text-sm text-cool-600 dark:text-cool-300">
                  <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
                </p>
                {article.excerpt && <p className="mt-1">{article.excerpt}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
