import 'server-only';
import { z } from 'zod';
import { cacheTags, type Locale } from '@standplaats/shared';
import { cms, memberCms } from './index';
import { visitorHeaders } from '@/lib/auth/visitor';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const placesSchema = z.object({
  data: z.array(z.object({ event: z.string(), open: z.boolean(), capacity: z.number().nullable(), taken: z.number(), left: z.number().nullable() })),
});

/** Whether an event takes registrations now, and how many places are left (null: no limit). */
export type Places = { open: boolean; capacity: number | null; left: number | null };

/**
 * The places of events by documentId. Cached under the registrations' tag as well as each event's
 * (not every event's: an event page stays cached through another event's save), so a
 * registration or a cancellation shows on the next request.
 */
export async function getPlaces(eventIds: string[]): Promise<Map<string, Places>> {
  if (eventIds.length === 0) return new Map();
  const ids = [...eventIds].sort();
  // Next keeps at most 128 tags a fetch; a longer list hangs on the whole type.
  const events = ids.length < 120 ? ids.map((documentId) => cacheTags.document('event', documentId)) : [cacheTags.type('event')];
  const body = await cms.get('/event-registrations/places', {
    params: { events: ids.join(',') },
    next: { tags: [...events, ...tagsFor('event-registration')], revalidate: REVALIDATE_SECONDS },
  });
  return new Map(placesSchema.parse(body).data.map(({ event, open, capacity, left }) => [event, { open, capacity, left }]));
}

const text = z.string().nullable();
const registrationSchema = z.object({
  documentId: z.string(),
  status: z.enum(['registered', 'cancelled']),
  name: z.string(),
  company: text,
  jobTitle: text,
  dietaryWishes: text,
  createdAt: z.string(),
  cancelledAt: text,
  event: z.object({ documentId: z.string(), slug: z.string(), title: z.string(), startsAt: z.string(), endsAt: z.string(), city: text, venueName: text }).nullable(),
});

/** One of the signed-in member's registrations, with the event it is for. */
export type Registration = z.infer<typeof registrationSchema>;

// The member's own data: never cached, always with their JWT.
const noStore = { cache: 'no-store' as const };

/** GET /event-registrations/mine: the member's registrations, cancelled ones included, soonest event first. */
export async function listMyRegistrations(): Promise<Registration[]> {
  return z.object({ data: z.array(registrationSchema) }).parse(await memberCms.get('/event-registrations/mine', noStore)).data;
}

export type RegistrationDetails = { name: string; company?: string; jobTitle?: string; dietaryWishes?: string };

/**
 * Registers the member for an event (by documentId); the CMS mails the confirmation in `locale`.
 * A second registration, a full event and a closed one are refused with their own error names.
 */
export async function registerForEvent(event: string, locale: Locale, details: RegistrationDetails): Promise<Registration> {
  const body = await memberCms.post('/event-registrations', { event, locale, ...details }, { ...noStore, headers: await visitorHeaders() });
  return z.object({ data: registrationSchema }).parse(body).data;
}

/** Cancels one of the member's registrations; someone else's is a 404. */
export async function cancelRegistration(documentId: string): Promise<Registration> {
  const body = await memberCms.post(`/event-registrations/${encodeURIComponent(documentId)}/cancel`, {}, noStore);
  return z.object({ data: registrationSchema }).parse(body).data;
}
