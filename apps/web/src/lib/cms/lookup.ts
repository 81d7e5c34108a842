import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
import { listOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

/**
 * The first published document of `type` matching `filters` in a language, from the data cache
 * (revalidated by the type's tags, the types it embeds among them); null when there is none.
 */
export async function findFirst<T extends z.ZodType>(
  type: string,
  path: string,
  schema: T,
  locale: Locale,
  filters: Record<string, unknown>,
): Promise<z.infer<T> | null> {
  const body = await cms.get(path, {
    params: { locale, filters, pagination: { page: 1, pageSize: 1 } },
    next: { tags: tagsFor(type), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(schema).parse(body).data[0] ?? null;
}
