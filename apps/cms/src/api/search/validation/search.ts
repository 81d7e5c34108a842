import { validateZodSchema, z } from '@strapi/utils';
import { defaultLocale, locales } from '@standplaats/shared';
import { MAX_QUERY_LENGTH } from '../../../search/engine';
import { SEARCH_TYPES } from '../../../search/sources';

// Any text is a query: it is cut, never refused, so a reader's paste of 10,000 characters still
// answers. Unknown parameters and values are a caller's mistake (the site sends only these).
const q = z.string().max(100_000).default('').transform((text) => text.slice(0, MAX_QUERY_LENGTH));
const locale = z.enum(locales).default(defaultLocale);

export const validateSearchQuery = validateZodSchema(
  z.strictObject({
    q,
    locale,
    type: z.enum(SEARCH_TYPES).optional(),
    when: z.enum(['upcoming', 'past']).optional(),
    sort: z.enum(['relevance', 'date']).default('relevance'),
    page: z.coerce.number().int().min(1).max(100).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
);

export const validateSuggestQuery = validateZodSchema(
  z.strictObject({ q, locale, limit: z.coerce.number().int().min(1).max(10).default(6) }),
);
