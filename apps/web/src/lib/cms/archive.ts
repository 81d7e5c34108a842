import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const archiveSchema = z.object({
  data: z.array(z.object({ year: z.number(), month: z.number(), count: z.number() })),
});

export type ArchiveMonth = z.infer<typeof archiveSchema>['data'][number];

/** How many articles each month has, newest month first; one year's months when `year` is given. */
export async function listArchiveMonths(locale: Locale, year?: number): Promise<ArchiveMonth[]> {
  const body = await cms.get('/articles/archive', {
    params: { locale, ...(year !== undefined && { year }) },
    next: { tags: tagsFor('article'), revalidate: REVALIDATE_SECONDS },
  });
  return archiveSchema.parse(body).data;
}
