import { validateZodSchema, z } from '@strapi/utils';

// The list has no options; an unknown parameter is a caller's mistake, refused rather than ignored.
export const validateCitiesQuery = (query: unknown) => validateZodSchema(z.strictObject({}))(query);
