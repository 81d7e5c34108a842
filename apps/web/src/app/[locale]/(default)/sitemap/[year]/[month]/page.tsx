import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { listArticles } from '@/lib/cms/articles';
import { formatDate, formatMonth } from '@/lib/format';
import { pageNumber, paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { archiveMonth, archiveYear, monthRange } from '@/features/archive/archive-params';

type Props = PageProps<'/[locale]/sitemap/[year]/[month]'>;

// The page number is a query parameter, so the HTML is rendered per request; its data comes from
// the data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 50;

/** Validity check, then the month's articles; an invalid or empty month is a 404. */
async function load(params: Props['params'], searchParams: Props['searchParams']) {
  const locale = await routeLocale(params);
  const { year: rawYear, month: rawMonth } = await params;
  const year = archiveYear(rawYear);
  const month = archiveMonth(rawMonth);
  const page = pageNumber(await searchParams);
  if (year === null || month === null || page === null) notFound();
  const articles = await listArticles({ locale, ...monthRange(year, month), page, pageSize: PAGE_SIZE });
  if (articles.total === 0 || page > articles.pageCount) notFound();
  return { locale, year, month, articles };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, year, month, articles } = await load(params, searchParams);
  const t = await getTranslations('archive');
  const name = formatMonth(year, month, locale);
  return pageMetadata({ locale, title: t('monthTitle', { month: name }), description: t('monthIntro', { month: name }), paths: everyLanguage(paths.archiveMonth(year, month)), page: articles.page });
}

export default async function ArchiveMonthPage({ params, searchParams }: Props) {
  const { locale, year, month, articles } = await load(params, searchParams);
  const t = await getTranslations('archive');
  const name = formatMonth(year, month, locale);
  const path = paths.archiveMonth(year, month);
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/sitemap' }, { name: String(year), path: paths.archiveYear(year) }, { name, path }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('monthTitle', { month: name })}</h1>
      <p className="mb-8 text-cool-600 dark:text-cool-300">{t('count', { count: articles.total })}</p>
      <ol className="flex flex-col gap-3">
        {articles.items.map((article) => (
          <li key={article.documentId}>
            <Link href={paths.article(article.slug)} className="font-semibold">{article.title}</Link>{' '}
            <span className="meta-text">
              <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
            </span>
          </li>
        ))}
      </ol>
      <Pagination path={path} page={articles.page} pageCount={articles.pageCount} />
    </>
  );
}
