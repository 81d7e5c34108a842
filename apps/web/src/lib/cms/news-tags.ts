import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
import { findFirst } from './lookup';
import { documentFields, isSlug, listOf, localizationsSchema, slugsOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const tagSchema = z.object({ ...documentFields, name: z.string(), slug: z.string(), localizations: localizationsSchema });

/** A news tag (a topic articles are filed under), as opposed to a cache tag. */
export type NewsTag = { documentId: string; locale: Locale; name: string; slug: string; slugs: Partial<Record<Locale, string>> };

export const getNewsTag = cache(async (slug: string, locale: Locale): Promise<NewsTag | null> => {
  if (!isSlug(slug)) return null;
  const raw = await findFirst('tag', '/tags', tagSchema, locale, { slug: { $eq: slug } });
  return raw ? { documentId: raw.documentId, locale: raw.locale, name: raw.name, slug: raw.slug, slugs: slugsOf(raw, raw.localizations) } : null;
});

/** The most tags the news index offers as filters. */
const MAX_TAGS = 100;

/** Every news tag in a language, by name: the news index's filters. */
export const listNewsTags = cache(async (locale: Locale): Promise<{ name: string; slug: string }[]> => {
  const body = await cms.get('/tags', {
    params: { locale, fields: ['name', 'slug'], sort: ['name:asc'], pagination: { page: 1, pageSize: MAX_TAGS } },
    next: { tags: tagsFor('tag'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(z.object({ name: z.string(), slug: z.string() })).parse(body).data;
});
