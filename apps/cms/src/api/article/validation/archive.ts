import { validateZodSchema, z } from '@strapi/utils';
import { defaultLocale, locales } from '@standplaats/shared';

// Query values arrive as strings; unknown keys are refused rather than ignored.
const archiveQuery = z.strictObject({
  locale: z.enum(locales).default(defaultLocale),
  year: z
    .string()
    .regex(/^[0-9]{4}$/, 'year must have four digits')
    .transform(Number)
    .optional(),
});

export type ArchiveQuery = z.infer<typeof archiveQuery>;

export const validateArchiveQuery = (query: unknown): ArchiveQuery => validateZodSchema(archiveQuery)(query);
