import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { SearchResult } from '@/lib/cms/search';
import { formatDate } from '@/lib/format';
import { resultPath } from '@/lib/search/result-path';
import { Highlighted } from './highlighted';

/** The results: type, title and snippet with the matched words marked, date, place or company. */
export async function SearchResults({ locale, results }: { locale: Locale; results: SearchResult[] }) {
  const t = await getTranslations('search');
  return (
    <ol className="flex flex-col gap-6">
      {results.map((result) => {
        const path = resultPath(result);
        const title = <Highlighted segments={result.title} />;
        const facts = [result.date && formatDate(result.date, locale), result.place, result.company].filter(Boolean);
        return (
          <li key={`${result.type}-${result.documentId}`}>
            <article>
              <p className="result-kind">
                {t(`type.${result.type}`)}
                {result.upcoming === false && <span> · {t('pastEvent')}</span>}
              </p>
              <h2 className="text-xl font-bold">
                {path ? (
                  <Link href={path} prefetch={false}>
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </h2>
              {facts.length > 0 && <p className="text-sm text-cool-700 dark:text-cool-300">{facts.join(' · ')}</p>}
              {result.snippet.length > 0 && (
                <p className="mt-1">
                  <Highlighted segments={result.snippet} />
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
