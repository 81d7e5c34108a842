import { z } from 'zod';
import { cms } from './index';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const placesSchema = z.object({
  data: z.array(z.object({ event: z.string(), open: z.boolean(), capacity: z.number().nullable(), taken: z.number(), left: z.number().nullable() })),
});

/** Whether an event takes registrations now, and how many places are left (null: no limit). */
export type Places = { open: boolean; capacity: number | null; left: number | null };

/**
 * The places of events by documentId. Cached under the registrations' tag as well as the
 * events', so a registration or a cancellation shows on the next request.
 */
export async function getPlaces(eventIds: string[]): Promise<Map<string, Places>> {
  if (eventIds.length === 0) return new Map();
  const body = await cms.get('/event-registrations/places', {
    params: { events: [...eventIds].sort().join(',') },
    next: { tags: [...tagsFor('event'), ...tagsFor('event-registration')], revalidate: REVALIDATE_SECONDS },
  });
  return new Map(placesSchema.parse(body).data.map(({ event, open, capacity, left }) => [event, { open, capacity, left }]));
}
