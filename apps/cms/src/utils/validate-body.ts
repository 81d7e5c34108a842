import { errors, type z } from '@strapi/utils';

type FieldError = { path: string[]; message: string; name: 'ValidationError' };

/**
 * Parses a custom endpoint's JSON body, or throws Strapi's ValidationError with one entry per
 * field in `details.errors` (the shape the site maps onto its form fields). An unknown key is a
 * caller's mistake: it is refused under its own path rather than dropped.
 */
export const validateBody =
  <T extends z.ZodType>(schema: T) =>
  (body: unknown): z.output<T> => {
    const result = schema.safeParse(body ?? {});
    if (result.success) return result.data;
    const fieldErrors: FieldError[] = result.error.issues.flatMap((issue) => {
      const path = issue.path.map(String);
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => ({ path: [...path, key], message: `${key} is not allowed`, name: 'ValidationError' as const }));
      }
      return [{ path, message: issue.message, name: 'ValidationError' as const }];
    });
    throw new errors.ValidationError(fieldErrors[0]?.message ?? 'Invalid request body', { errors: fieldErrors });
  };
