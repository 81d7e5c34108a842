import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** The query parameter of list pages; page 1 has none, so every list has one canonical first page. */
export const PAGE_PARAM = 'pagina';

export const pageHref = (path: string, page: number) => (page <= 1 ? path : `${path}?${PAGE_PARAM}=${page}`);

/**
 * The page number in a list's search params: 1 when absent, null when it is not a positive whole
 * number (the route's validity check turns that into a 404).
 */
export function pageNumber(searchParams: Record<string, string | string[] | undefined>): number | null {
  const raw = searchParams[PAGE_PARAM];
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** Previous/next links and the position, as a navigation landmark. */
export async function Pagination({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('pagination');
  const link = 'rounded border border-cool-300 px-3 py-1 font-medium no-underline hover:bg-main-100 dark:hover:bg-cool-800';
  return (
    <nav aria-label={t('label')} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={pageHref(path, page - 1)} rel="prev" className={link}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <p>{t('position', { page, pageCount })}</p>
      {page < pageCount ? (
        <Link href={pageHref(path, page + 1)} rel="next" className={link}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
