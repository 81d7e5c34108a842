import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
import { documentFields, listOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const vacancySummarySchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  location: z.string().nullable().optional(),
  employmentType: z.string().nullable().optional(),
  partner: z.object({ name: z.string() }).nullable().optional(),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

export type VacancySummary = { documentId: string; title: string; slug: string; location: string; employer: string };

/** The newest approved vacancies. */
export async function listLatestVacancies(locale: Locale, limit = 4): Promise<VacancySummary[]> {
  const body = await cms.get('/vacancies', {
    params: {
      locale,
      fields: ['locale', 'title', 'slug', 'location', 'employmentType', 'publishedAt'],
      filters: { listingStatus: { $eq: 'published' } },
      sort: ['publishedAt:desc'],
      pagination: { page: 1, pageSize: limit },
    },
    next: { tags: tagsFor('vacancy'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(vacancySummarySchema)
    .parse(body)
    .data.map((v) => ({ documentId: v.documentId, title: v.title, slug: v.slug, location: v.location ?? '', employer: v.partner?.name ?? '' }));
}
