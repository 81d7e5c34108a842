import type { Core } from '@strapi/strapi';
import { validateZodSchema, z } from '@strapi/utils';
import { tableOf } from './tables';

const dutch = new Intl.Collator('nl', { sensitivity: 'base' });

/**
 * Every city a published document of `uid` is in, once each, in Dutch alphabetical order: the
 * choices of a place filter (the calendar's, the location finder's). A distinct read of the city
 * column: a few hundred values at most, however many documents there are.
 */
export async function publishedCities(strapi: Core.Strapi, uid: 'api::event.event' | 'api::venue.venue'): Promise<string[]> {
  const { table, column } = tableOf(strapi, uid);
  const rows = (await strapi.db
    .getConnection(table)
    .distinct({ city: column('city') })
    .whereNotNull(column('city'))
    .whereNotNull(column('publishedAt'))) as { city: string }[];
  // Distinct in the database, but " Utrecht" and "Utrecht" are one city once trimmed.
  return [...new Set(rows.map((row) => row.city.trim()).filter(Boolean))].sort(dutch.compare);
}

// The list has no options; an unknown parameter is a caller's mistake, refused rather than ignored.
export const validateCitiesQuery = (query: unknown) => validateZodSchema(z.strictObject({}))(query);
