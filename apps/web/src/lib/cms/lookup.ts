import { draftMode } from 'next/headers';
import { z } from 'zod';
import type { ContentType, Locale } from '@standplaats/shared';
import { env } from '@/lib/env';
import { cms } from './index';
import { CmsError } from './errors';
import { listOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

/**
 * In draft mode (the CMS's preview button), the latest draft of the document `filters` name,
 * through the CMS's preview endpoint (`/preview` before the published read's path) and never
 * cached; null when there is none. Undefined when not previewing: read the published version.
 */
export async function findDraft<T extends z.ZodType>(path: string, schema: T, locale: Locale | undefined, filters: Record<string, unknown>): Promise<z.infer<T> | null | undefined> {
  if (!env.PREVIEW_SECRET || !(await draftMode()).isEnabled) return undefined;
  const body = await cms
    .get(`/preview${path}`, { params: { locale, filters }, headers: { 'X-Preview-Secret': env.PREVIEW_SECRET }, cache: 'no-store' })
    .catch((error: unknown) => (error instanceof CmsError && error.status === 404 ? null : Promise.reject(error)));
  return body === null ? null : schema.parse(z.object({ data: z.unknown() }).parse(body).data);
}

/**
 * The first published document of `type` matching `filters` in a language, from the data cache
 * (revalidated by `tags`: by default the type's, the types it embeds among them); null when there
 * is none. In draft mode, the draft (findDraft).
 */
export async function findFirst<T extends z.ZodType>(
  type: ContentType,
  path: string,
  schema: T,
  locale: Locale,
  filters: Record<string, unknown>,
  tags = tagsFor(type),
): Promise<z.infer<T> | null> {
  const draft = await findDraft(path, schema, locale, filters);
  if (draft !== undefined) return draft;
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
