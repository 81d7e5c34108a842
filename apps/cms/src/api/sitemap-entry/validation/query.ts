import { validateZodSchema, z } from '@strapi/utils';

export const MAX_PAGE_SIZE = 25_000;

const whole = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'expected a positive whole number')
    .transform(Number)
    .refine((n) => n <= max, `at most ${max}`);

// Query values arrive as strings; unknown keys are refused rather than ignored.
const pageQuery = z.strictObject({
  page: whole(1_000_000).default(1),
  pageSize: whole(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});

export type PageQuery = z.infer<typeof pageQuery>;

export const validatePageQuery = (query: unknown): PageQuery => validateZodSchema(pageQuery)(query);
