import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageHref } from '@/lib/paths';


/**
 * Previous/next links and the position, as a navigation landmark. `prefetch={false}` for pages
 * whose every request counts (search results: lib/cms/search.ts's countSearch).
 */
export async function Pagination({ path, page, pageCount, prefetch }: { path: string; page: number; pageCount: number; prefetch?: false }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('pagination');
  const link = 'inline-flex min-h-11 items-center rounded border border-cool-300 px-3 font-medium no-underline hover:bg-main-100 dark:hover:bg-cool-800';
  return (
    <nav aria-label={t('label')} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={pageHref(path, page - 1)} rel="prev" className={link} prefetch={prefetch}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <p>{t('position', { page, pageCount })}</p>
      {page < pageCount ? (
        <Link href={pageHref(path, page + 1)} rel="next" className={link} prefetch={prefetch}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
