import { cache } from 'react';
import { z } from 'zod';
import type { EventKind, Locale } from '@standplaats/shared';
import { cms } from './index';
import { authorLocalizationsSchema, authorVersions, type AuthorVersions } from './authors';
import { findBySlug } from './lookup';
import { blocksSchema, type BlockNode } from './blocks';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, listOf, localizationsSchema, pagingOf, slugsOf, type Page } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const authorRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

const articleSummarySchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable().optional(),
  date: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  cover: mediaSchema.nullable().optional(),
  author: authorRefSchema.nullable().optional(),
  tags: z.array(z.object({ name: z.string(), slug: z.string() })).optional(),
});

export type AuthorRef = z.infer<typeof authorRefSchema>;

export type ArticleSummary = {
  documentId: string;
  locale: Locale;
  title: string;
  slug: string;
  excerpt: string;
  date: string;
  updatedAt: string;
  cover: Media | null;
  author: AuthorRef | null;
  tags: { name: string; slug: string }[];
};

const toSummary = (raw: z.infer<typeof articleSummarySchema>): ArticleSummary => ({
  documentId: raw.documentId,
  locale: raw.locale,
  title: raw.title,
  slug: raw.slug,
  excerpt: raw.excerpt ?? '',
  date: raw.date,
  updatedAt: raw.updatedAt ?? raw.date,
  cover: toMedia(raw.cover),
  author: raw.author ?? null,
  tags: raw.tags ?? [],
});

const SUMMARY_FIELDS = ['locale', 'title', 'slug', 'excerpt', 'date', 'updatedAt'];

export type ArticleQuery = {
  locale: Locale;
  page?: number;
  pageSize?: number;
  /** Only articles with this tag (slug). */
  tag?: string;
  /** Only articles by this author (the author's id in this language). */
  authorId?: number;
  /** Only articles dated in [from, to). */
  from?: string;
  to?: string;
  /** Leave these documents out (e.g. the article a related list sits under). */
  exclude?: string[];
  /** Only articles sharing one of these tags (slugs). */
  anyTag?: string[];
  /** Only articles about this kind of event (their theme). */
  theme?: EventKind;
  /** Only articles that mention this company (its documentId). */
  partner?: string;
};

/** One page of published articles, newest first, with the paging the CMS reports. */
export async function listArticles(query: ArticleQuery): Promise<Page<ArticleSummary>> {
  const { locale, page = 1, pageSize = 12 } = query;
  const filters: Record<string, unknown> = {};
  if (query.tag) filters.tags = { slug: { $eq: query.tag } };
  if (query.anyTag?.length) filters.tags = { slug: { $in: query.anyTag } };
  if (query.authorId !== undefined) filters.author = { id: { $eq: query.authorId } };
  if (query.from || query.to) filters.date = { ...(query.from && { $gte: query.from }), ...(query.to && { $lt: query.to }) };
  if (query.exclude?.length) filters.documentId = { $notIn: query.exclude };
  if (query.theme) filters.theme = { $eq: query.theme };
  if (query.partner) filters.partners = { documentId: { $eq: query.partner } };
  // Narrowed to news tags, the list changes only when an article under one of them does.
  const newsTags = query.anyTag?.length ? query.anyTag : query.tag ? [query.tag] : [];
  const body = await cms.get('/articles', {
    params: { locale, fields: SUMMARY_FIELDS, filters, sort: ['date:desc', 'id:desc'], pagination: { page, pageSize } },
    next: { tags: tagsFor('article', newsTags.length > 0 ? { newsTags } : undefined), revalidate: REVALIDATE_SECONDS },
  });
  const parsed = listOf(articleSummarySchema).parse(body);
  return { items: parsed.data.map(toSummary), ...pagingOf(parsed.meta, page, pageSize) };
}

/** The newest published articles in a language, newest first. */
export async function listLatestArticles(locale: Locale, limit = 6): Promise<ArticleSummary[]> {
  return (await listArticles({ locale, pageSize: limit })).items;
}

/**
 * Articles in `locale` sharing a tag with `article`, newest first; the newest articles when it has
 * no tags (in that language).
 */
export async function listRelatedArticles(article: Article, locale: Locale, limit = 3): Promise<ArticleSummary[]> {
  const anyTag = article.tags.flatMap((tag) => tag.slugs[locale] ?? []);
  const query = { locale, pageSize: limit, exclude: [article.documentId] };
  const related = await listArticles({ ...query, anyTag });
  return related.items.length > 0 || anyTag.length === 0 ? related.items : (await listArticles(query)).items;
}

const articleSchema = articleSummarySchema.extend({
  body: blocksSchema.nullable().optional(),
  gallery: z.array(mediaSchema).nullable().optional(),
  author: authorRefSchema
    .extend({ role: z.string().nullable().optional(), localizations: authorLocalizationsSchema })
    .nullable()
    .optional(),
  tags: z.array(z.object({ name: z.string(), slug: z.string(), localizations: localizationsSchema })).optional(),
  sponsored: z.boolean().nullable().optional(),
  localizations: localizationsSchema,
});

export type Article = Omit<ArticleSummary, 'author' | 'tags'> & {
  /** The author, with its page's id and slug in each language it exists in. */
  author: (AuthorRef & { versions: AuthorVersions }) | null;
  /** The tags, with their slugs in each language they exist in. */
  tags: { name: string; slug: string; slugs: Partial<Record<Locale, string>> }[];
  body: BlockNode[];
  gallery: Media[];
  sponsored: boolean;
  /** The article's slug in each language it exists in. */
  slugs: Partial<Record<Locale, string>>;
};

function toArticle(raw: z.infer<typeof articleSchema>): Article {
  const slugs = slugsOf(raw, raw.localizations);
  const author = raw.author;
  return {
    ...toSummary(raw),
    author: author ? { id: author.id, name: author.name, slug: author.slug, versions: authorVersions(raw.locale, author) } : null,
    tags: (raw.tags ?? []).map((tag) => ({ name: tag.name, slug: tag.slug, slugs: slugsOf({ locale: raw.locale, slug: tag.slug }, tag.localizations) })),
    body: raw.body ?? [],
    gallery: (raw.gallery ?? []).map(toMedia).filter((m): m is Media => m !== null),
    sponsored: raw.sponsored ?? false,
    slugs,
  };
}


/**
 * One article by slug: the published version from the cache, or in draft mode the draft.
 * Memoized, so metadata and page share one fetch.
 */
export const getArticle = cache(async (slug: string, locale: Locale): Promise<Article | null> => {
  const article = await findBySlug('article', '/articles', articleSchema, locale, slug);
  return article && toArticle(article);
});
