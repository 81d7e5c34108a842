import { validateZodSchema, z } from '@strapi/utils';

// Query values arrive as strings; unknown keys are refused rather than ignored.
const archiveQuery = z.strictObject({
  locale: z.enum(['nl', 'en']).default('nl'),
  year: z
    .string()
    .regex(/^[0-9]{4}$/, 'year must have four digits')
    .transform(Number)
    .optional(),
});

export type ArchiveQuery = z.infer<typeof archiveQuery>;

export const validateArchiveQuery = (query: unknown): ArchiveQuery => validateZodSchema(archiveQuery)(query);
