import { cache } from 'react';
import { draftMode } from 'next/headers';
import { z } from 'zod';
import { isLocale, type Locale } from '@standplaats/shared';
import { env } from '@/lib/env';
import { cms } from './index';
import { CmsError } from './errors';
import { blocksSchema, type BlockNode } from './blocks';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, listOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const articleSummarySchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable().optional(),
  date: z.iso.datetime({ offset: true }),
});

export type ArticleSummary = {
  documentId: string;
  locale: Locale;
  title: string;
  slug: string;
  excerpt: string;
  date: string;
};

/** The newest published articles in a language, newest first. */
export async function listLatestArticles(locale: Locale, limit = 6): Promise<ArticleSummary[]> {
  const body = await cms.get('/articles', {
    params: {
      locale,
      fields: ['locale', 'title', 'slug', 'excerpt', 'date'],
      sort: ['date:desc'],
      pagination: { page: 1, pageSize: limit },
    },
    next: { tags: tagsFor('article'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(articleSummarySchema)
    .parse(body)
    .data.map((article) => ({ ...article, excerpt: article.excerpt ?? '' }));
}

const articleSchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable().optional(),
  date: z.iso.datetime({ offset: true }),
  body: blocksSchema.nullable().optional(),
  cover: mediaSchema.nullable().optional(),
  gallery: z.array(mediaSchema).nullable().optional(),
  tags: z.array(z.object({ name: z.string(), slug: z.string() })).optional(),
  author: z.object({ name: z.string(), slug: z.string() }).nullable().optional(),
  sponsored: z.boolean().nullable().optional(),
  localizations: z.array(z.object({ slug: z.string(), locale: z.string() })).optional(),
});

export type Article = ArticleSummary & {
  body: BlockNode[];
  cover: Media | null;
  gallery: Media[];
  tags: { name: string; slug: string }[];
  author: { name: string; slug: string } | null;
  sponsored: boolean;
  /** The article's slug in each language it exists in. */
  slugs: Partial<Record<Locale, string>>;
};

function toArticle(raw: z.infer<typeof articleSchema>): Article {
  const slugs: Partial<Record<Locale, string>> = { [raw.locale]: raw.slug };
  for (const other of raw.localizations ?? []) if (isLocale(other.locale)) slugs[other.locale] = other.slug;
  return {
    documentId: raw.documentId,
    locale: raw.locale,
    title: raw.title,
    slug: raw.slug,
    excerpt: raw.excerpt ?? '',
    date: raw.date,
    body: raw.body ?? [],
    cover: toMedia(raw.cover),
    gallery: (raw.gallery ?? []).map(toMedia).filter((m): m is Media => m !== null),
    tags: raw.tags ?? [],
    author: raw.author ?? null,
    sponsored: raw.sponsored ?? false,
    slugs,
  };
}

/**
 * One article by slug: the published version from the cache, or in draft mode the draft through
 * the CMS's preview endpoint. Memoized, so metadata and page share one fetch.
 */
export const getArticle = cache(async (slug: string, locale: Locale): Promise<Article | null> => {
  const { isEnabled: preview } = await draftMode();
  if (preview && env.PREVIEW_SECRET) {
    const body = await cms
      .get('/preview/articles', {
        params: { slug, locale },
        headers: { 'X-Preview-Secret': env.PREVIEW_SECRET },
        cache: 'no-store',
      })
      .catch((error: unknown) => (error instanceof CmsError && error.status === 404 ? null : Promise.reject(error)));
    return body ? toArticle(z.object({ data: articleSchema }).parse(body).data) : null;
  }

  const body = await cms.get('/articles', {
    params: { locale, filters: { slug: { $eq: slug } }, pagination: { page: 1, pageSize: 1 } },
    next: { tags: tagsFor('article'), revalidate: REVALIDATE_SECONDS },
  });
  const [article] = listOf(articleSchema).parse(body).data;
  return article ? toArticle(article) : null;
});
