import type { Metadata } from 'next';
import { Image } from '@/components/ui/image';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listArticles } from '@/lib/cms/articles';
import { getAuthor } from '@/lib/cms/authors';
import { numericId } from '@/lib/cms/strapi';
import { findInLanguage } from '@/lib/localised-document';
import { pageNumber, paths, pathsPerLanguage } from '@/lib/paths';
import { personLd } from '@/lib/seo/json-ld';
import { absoluteMediaUrl, absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { ArticleGrid } from '@/features/news/article-card';

type Props = PageProps<'/[locale]/auteurs/[id]/[slug]'>;

// The page number is a query parameter, so the HTML is rendered per request; its data comes from
// the data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 10;

/** Validity check: the id is a whole number and the page number a positive one. */
async function load(params: Props['params'], searchParams: Props['searchParams']) {
  const locale = await routeLocale(params);
  const { id: rawId, slug } = await params;
  const id = numericId(rawId);
  const page = pageNumber(await searchParams);
  if (id === null || page === null) return null;
  const author = await findInLanguage(getAuthor, id, locale, (found) => found.versions, paths.author);
  if (!author) return null;
  return { locale, author, slug, page };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const data = await load(params, searchParams);
  if (!data) notFound();
  const { locale, author, page } = data;
  const t = await getTranslations('author');
  return pageMetadata({
    locale,
    title: author.name,
    description: author.bio || t('description', { name: author.name }),
    paths: pathsPerLanguage(author.versions, paths.author),
    page,
    image: author.photo,
    type: 'profile',
  });
}

export default async function AuthorPage({ params, searchParams }: Props) {
  const data = await load(params, searchParams);
  if (!data) notFound();
  const { locale, author, slug, page } = data;
  const path = paths.author(author);
  // The id identifies the author; an old or mistyped slug moves to the current one.
  if (slug !== author.slug) permanentRedirect(localisedPath(locale, path));
  const articles = await listArticles({ locale: author.locale, authorId: author.id, page, pageSize: PAGE_SIZE });
  if (page > Math.max(articles.pageCount, 1)) notFound();
  const t = await getTranslations('author');

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: author.name, path }]} />
      <JsonLd
        data={personLd({
          url: absoluteUrl(locale, path),
          name: author.name,
          jobTitle: author.role || undefined,
          description: author.bio || undefined,
          image: author.photo ? { url: absoluteMediaUrl(author.photo.src), width: author.photo.width, height: author.photo.height } : undefined,
        })}
      />
      <header className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-center">
        {author.photo && (
          <Image src={author.photo.src} alt="" width={160} height={160} className="size-32 rounded-full object-cover" priority />
        )}
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{author.name}</h1>
          {author.role && <p className="text-lg text-cool-600 dark:text-cool-300">{author.role}</p>}
          {author.bio && <p className="mt-3 max-w-2xl">{author.bio}</p>}
        </div>
      </header>
      <h2 className="mb-4 text-2xl font-bold">{t('articles', { count: articles.total })}</h2>
      <ArticleGrid articles={articles.items} locale={locale} empty={t('empty')} />
      <Pagination path={path} page={articles.page} pageCount={articles.pageCount} />
    </>
  );
}
