import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { findFirst } from './lookup';
import { documentFields, isSlug, localizationsSchema, slugsOf } from './strapi';

const tagSchema = z.object({ ...documentFields, name: z.string(), slug: z.string(), localizations: localizationsSchema });

/** A news tag (a topic articles are filed under), as opposed to a cache tag. */
export type NewsTag = { documentId: string; locale: Locale; name: string; slug: string; slugs: Partial<Record<Locale, string>> };

export const getNewsTag = cache(async (slug: string, locale: Locale): Promise<NewsTag | null> => {
  if (!isSlug(slug)) return null;
  const raw = await findFirst('tag', '/tags', tagSchema, locale, { slug: { $eq: slug } });
  return raw ? { documentId: raw.documentId, locale: raw.locale, name: raw.name, slug: raw.slug, slugs: slugsOf(raw, raw.localizations) } : null;
});
