import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
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
