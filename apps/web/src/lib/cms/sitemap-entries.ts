import { z } from 'zod';
import { isLocale, sitemapTypes, type Locale, type SitemapType } from '@standplaats/shared';
import { cms } from './index';

import { REVALIDATE_SECONDS, tagsFor } from './tags';

const entriesSchema = z.object({
  data: z.array(
    z.object({
      documentId: z.string(),
      updatedAt: z.string(),
      versions: z.record(z.string(), z.object({ slug: z.string(), id: z.number() })),
    }),
  ),
  meta: z.object({ pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }) }),
});

export type SitemapEntry = { documentId: string; updatedAt: string; versions: Partial<Record<Locale, { slug: string; id: number }>> };

/** One page of a type's published documents with their language versions, for /sitemap.xml. */
export async function listSitemapEntries(type: SitemapType, page: number, pageSize: number) {
  const body = await cms.get(`/sitemap-entries/${type}`, {
    params: { page, pageSize },
    // Which events are fairs depends on their exhibitor entries too.
    next: { tags: type === 'fairs' ? [...tagsFor('event'), ...tagsFor('exhibitor')] : tagsFor(sitemapTypes[type]), revalidate: REVALIDATE_SECONDS },
  });
  const parsed = entriesSchema.parse(body);
  const entries: SitemapEntry[] = parsed.data.map((entry) => ({
    documentId: entry.documentId,
    updatedAt: entry.updatedAt,
    versions: Object.fromEntries(Object.entries(entry.versions).filter(([locale]) => isLocale(locale))),
  }));
  return { entries, total: parsed.meta.pagination.total };
}
