import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '@standplaats/shared';
import { getPage, type CmsPage } from '@/lib/cms/pages';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { findLocalised } from '@/lib/localised-document';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageBlocks } from './page-blocks';

/** The page in the visitor's language, else its Dutch original; 404 when neither exists. */
export async function findPage(slug: string, locale: Locale): Promise<CmsPage> {
  const page = await findLocalised(getPage, slug, locale, paths.page);
  if (!page) notFound();
  return page;
}

export async function cmsPageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const page = await findPage(slug, locale);
  return pageMetadata({
    locale,
    title: page.seo.title?.replace(/ \| Standplaats$/, '') || page.title,
    description: page.seo.description || page.intro,
    paths: pathsPerLanguage(page.slugs, paths.page),
    image: page.seo.image,
  });
}

/** A CMS page: title, intro and its blocks, in the default layout. */
export async function CmsPageView({ slug, locale }: { slug: string; locale: Locale }) {
  const page = await findPage(slug, locale);
  return (
    <article lang={page.locale === locale ? undefined : page.locale}>
      <Breadcrumbs locale={locale} trail={[{ name: page.title, path: paths.page(page.slug) }]} />
      <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
      {page.intro && <p className="mb-8 max-w-3xl text-xl">{page.intro}</p>}
      <PageBlocks blocks={page.blocks} locale={locale} />
    </article>
  );
}
