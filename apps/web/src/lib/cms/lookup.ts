import { z } from 'zod';
import type { ContentType, Locale } from '@standplaats/shared';
import { cms } from './index';
import { listOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

/**
 * The first published document of `type` matching `filters` in a language, from the data cache
 * (revalidated by `tags`: by default the type's, the types it embeds among them); null when there
 * is none.
 */
export async function findFirst<T extends z.ZodType>(
  type: ContentType,
  path: string,
  schema: T,
  locale: Locale,
  filters: Record<string, unknown>,
  tags = tagsFor(type),
): Promise<z.infer<T> | null> {
  const body = await cms.get(path, {
    params: { locale, filters, pagination: { page: 1, pageSize: 1 } },
    next: { tags, revalidate: REVALIDATE_SECONDS },
  });
  return listOf(schema).parse(body).data[0] ?? null;
}

/**
 * The published document of `type` with `slug` in a language, tagged by that slug (and the types
 * it embeds) rather than the whole type: the CMS expires a document's old and new slugs on each
 * write, so another document's save leaves this read, and the page it makes, cached.
 */
export const findBySlug = <T extends z.ZodType>(type: ContentType, path: string, schema: T, locale: Locale, slug: string) =>
  findFirst(type, path, schema, locale, { slug: { $eq: slug } }, tagsFor(type, { slug }));
