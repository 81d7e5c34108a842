import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
import { documentFields, listOf, localizationsSchema, slugsOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const tagSchema = z.object({ ...documentFields, name: z.string(), slug: z.string(), localizations: localizationsSchema });

/** A news tag (a topic articles are filed under), as opposed to a cache tag. */
export type NewsTag = { documentId: string; locale: Locale; name: string; slug: string; slugs: Partial<Record<Locale, string>> };

export const getNewsTag = cache(async (slug: string, locale: Locale): Promise<NewsTag | null> => {
  const body = await cms.get('/tags', {
    params: { locale, filters: { slug: { $eq: slug } }, pagination: { page: 1, pageSize: 1 } },
    next: { tags: tagsFor('tag'), revalidate: REVALIDATE_SECONDS },
  });
  const [raw] = listOf(tagSchema).parse(body).data;
  return raw ? { documentId: raw.documentId, locale: raw.locale, name: raw.name, slug: raw.slug, slugs: slugsOf(raw, raw.localizations) } : null;
});
