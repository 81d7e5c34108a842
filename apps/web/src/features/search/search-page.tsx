import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { CmsError } from '@/lib/cms/errors';
import { searchForEveryone, searchSite, type SearchAnswer } from '@/lib/cms/search';
import { paths } from '@/lib/paths';
import { parseSearchParams, RESULT_TYPES, SEARCH_PARAM, searchQuery, TYPE_LIST_PATHS, type SearchState } from '@/lib/search/params';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Pagination } from '@/components/ui/pagination';
import { SearchFacets } from './search-facets';
import { SearchResults } from './search-results';
import { primaryButton } from '@/components/ui/button-styles';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
/** `forEveryone`: the copy of the page cached per search, whose readers the proxy has counted (lib/list-copies.ts). */
type SearchPageProps = Props & { forEveryone?: boolean };

const withQuery = (state: SearchState) => `${paths.search}?${searchQuery(state)}`;

export async function searchMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const state = parseSearchParams(await searchParams);
  const t = await getTranslations({ locale, namespace: 'search' });
  const title = state.q.trim() ? t('titleFor', { q: state.q.trim() }) : t('title');
  return {
    ...pageMetadata({ locale, title: state.page > 1 ? t('pageTitle', { title, page: state.page }) : title, description: t('intro'), paths: everyLanguage(paths.search) }),
    // Result pages are for readers, not for search engines' indexes.
    robots: { index: false, follow: true },
  };
}

/**
 * Loads the results; a reader who searches too fast gets the page with a message, not an error
 * page, answered 429 with Retry-After (the CMS client sets that status: lib/errors/response-status.ts).
 */
async function load(state: SearchState, locale: Locale, forEveryone: boolean): Promise<SearchAnswer | 'too-many' | null> {
  if (!state.q.trim()) return null;
  try {
    return await (forEveryone ? searchForEveryone : searchSite)(state, locale);
  } catch (error) {
    if (error instanceof CmsError && error.status === 429) return 'too-many';
    throw error;
  }
}

const field = 'min-h-11 min-w-0 flex-1 rounded border border-cool-500 bg-white px-3 py-2 text-base text-cool-900 dark:bg-cool-800 dark:text-cool-100';

/** /zoeken: a GET form, facets and sort as links in the URL, results with highlighted matches, paging. */
export async function SearchPage({ params, searchParams, forEveryone = false }: SearchPageProps) {
  const locale = await routeLocale(params);
  const state = parseSearchParams(await searchParams);
  const t = await getTranslations('search');
  const answer = await load(state, locale, forEveryone);
  const q = state.q.trim();

  return (
    <>
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight">{q ? t('titleFor', { q }) : t('title')}</h1>
      <form method="get" action={localisedPath(locale, paths.search)} role="search" aria-label={t('title')} className="mb-6 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t('field')}
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={state.q} maxLength={200} className={field} />
        {state.type && <input type="hidden" name={SEARCH_PARAM.type} value={RESULT_TYPES[state.type]} />}
        <button type="submit" className={primaryButton}>
          {t('submit')}
        </button>
      </form>
      {answer === null && <p>{t('noQuery')}</p>}
      {answer === 'too-many' && <p role="alert">{t('tooMany')}</p>}
      {answer && answer !== 'too-many' && (
        <>
          {answer.didYouMean && (
            <p className="mb-4 text-lg">
              {t.rich('didYouMean', {
                suggestion: answer.didYouMean,
                link: (chunks) => (
                  <Link href={withQuery({ ...state, q: answer.didYouMean ?? '', page: 1 })} className="font-semibold" prefetch={false}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          {answer.lists.length > 0 && (
            <ul aria-label={t('listsLabel')} className="mb-6 flex flex-wrap gap-3">
              {answer.lists.map((list) => (
                <li key={list}>
                  <Link href={TYPE_LIST_PATHS[list]} className="inline-block rounded border-2 border-secondary px-4 py-2 font-semibold no-underline">
                    {t(`lists.${list}`)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
            <SearchFacets state={state} answer={answer} />
            <div>
              <p role="status" className="mb-4 font-semibold">
                {t(answer.atLeast.total ? 'countAtLeast' : 'count', { count: answer.total })}
              </p>
              {answer.total === 0 ? (
                <section aria-labelledby="search-empty">
                  <h2 id="search-empty" className="mb-2 text-xl font-bold">
                    {t('emptyTitle', { q })}
                  </h2>
                  <p className="mb-2">{t('emptyText')}</p>
                  <ul className="list-disc pl-6">
                    <li><Link href={paths.calendar}>{t('emptyCalendar')}</Link></li>
                    <li><Link href={paths.directory} prefetch={false}>{t('emptyDirectory')}</Link></li>
                    <li><Link href={paths.newsArchive}>{t('emptyArchive')}</Link></li>
                  </ul>
                </section>
              ) : (
                <SearchResults locale={locale} results={answer.results} />
              )}
              <Pagination path={withQuery({ ...state, page: 1 })} page={state.page} pageCount={answer.pageCount} prefetch={false} />
            </div>
          </div>
        </>
      )}
    </>
  );
}
