import { z } from 'zod';
import { isLocale, type Locale } from '@standplaats/shared';

/** Strapi's list envelope around any item schema. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      pagination: z
        .object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() })
        .optional(),
    }),
  });

export const documentFields = {
  documentId: z.string(),
  locale: z.string().transform((value): Locale => (isLocale(value) ? value : 'nl')),
};
