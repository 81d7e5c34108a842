import type { Core } from '@strapi/strapi';
import { validateZodSchema, z } from '@strapi/utils';
import { tableOf } from './tables';

const dutch = new Intl.Collator('nl', { sensitivity: 'base' });

/** Which events' places: those still to come (not ended) or those of past ones, as the calendar lists them. */
export type EventsWhen = 'upcoming' | 'past';

/**
 * Every city a published document of `uid` is in, once each, in Dutch alphabetical order: the
 * choices of a place filter (the calendar's, the location finder's). A distinct read of the city
 * column: a few hundred values at most, however many documents there are. For events, `when`
 * narrows it to the places of upcoming or of past ones.
 */
export async function publishedCities(strapi: Core.Strapi, uid: 'api::venue.venue'): Promise<string[]>;
export async function publishedCities(strapi: Core.Strapi, uid: 'api::event.event', when?: EventsWhen, now?: Date): Promise<string[]>;
export async function publishedCities(
  strapi: Core.Strapi,
  uid: 'api::event.event' | 'api::venue.venue',
  when?: EventsWhen,
  now = new Date(),
): Promise<string[]> {
  const { table, column } = tableOf(strapi, uid);
  const query = strapi.db
    .getConnection(table)
    .distinct({ city: column('city') })
    .whereNotNull(column('city'))
    .whereNotNull(column('publishedAt'));
  if (when) query.where(column('endsAt'), when === 'upcoming' ? '>=' : '<', now);
  const rows = (await query) as { city: string }[];
  // Distinct in the database, but " Utrecht" and "Utrecht" are one city once trimmed.
  return [...new Set(rows.map((row) => row.city.trim()).filter(Boolean))].sort(dutch.compare);
}

// The list has no options; an unknown parameter is a caller's mistake, refused rather than ignored.
export const validateCitiesQuery = (query: unknown) => validateZodSchema(z.strictObject({}))(query);

// The calendar's list takes `when`; anything else is a caller's mistake, refused rather than ignored.
export const validateEventCitiesQuery = (query: unknown) =>
  validateZodSchema(z.strictObject({ when: z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past' }).optional() }))(query);
