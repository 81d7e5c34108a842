import { cache } from 'react';
import { z } from 'zod';
import { eventKinds, eventStatuses, provinces, type EventKind, type EventStatus, type Locale, type Province } from '@standplaats/shared';
import { cms } from './index';
import { blocksSchema, type BlockNode } from './blocks';
import { findBySlug } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, listOf, localizationsSchema, pagingOf, slugsOf, type Page } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const HOUR = 3_600_000;

const text = z.string().nullable().optional();
const venueRefSchema = z.object({ name: z.string(), slug: z.string(), city: text });

const eventSummarySchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  kind: z.enum(eventKinds),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  // Rows written before the status existed have none: they go ahead as planned.
  eventStatus: z.enum(eventStatuses).nullable().optional(),
  city: text,
  venueName: text,
  description: text,
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  registrationOpen: z.boolean().nullable().optional(),
  venue: venueRefSchema.nullable().optional(),
});

export type VenueRef = { name: string; slug: string; city: string };

export type EventSummary = {
  documentId: string;
  locale: Locale;
  title: string;
  slug: string;
  kind: EventKind;
  startsAt: string;
  endsAt: string;
  status: EventStatus;
  city: string;
  venueName: string;
  description: string;
  updatedAt: string;
  registrationOpen: boolean;
  /** The venue's page in the location finder, when the event names one. */
  venue: VenueRef | null;
};

const toSummary = (raw: z.infer<typeof eventSummarySchema>): EventSummary => ({
  documentId: raw.documentId,
  locale: raw.locale,
  title: raw.title,
  slug: raw.slug,
  kind: raw.kind,
  startsAt: raw.startsAt,
  endsAt: raw.endsAt,
  status: raw.eventStatus ?? 'scheduled',
  city: raw.city ?? raw.venue?.city ?? '',
  venueName: raw.venueName ?? raw.venue?.name ?? '',
  description: raw.description ?? '',
  updatedAt: raw.updatedAt ?? raw.startsAt,
  registrationOpen: raw.registrationOpen ?? false,
  venue: raw.venue ? { name: raw.venue.name, slug: raw.venue.slug, city: raw.venue.city ?? '' } : null,
});

const SUMMARY_FIELDS = ['locale', 'title', 'slug', 'kind', 'startsAt', 'endsAt', 'eventStatus', 'city', 'venueName', 'description', 'updatedAt', 'registrationOpen'];

export type EventQuery = {
  locale: Locale;
  /** Events that have not ended (soonest first), that have (latest first), or both (soonest first). */
  when: 'upcoming' | 'past' | 'all';
  /** Only events on at least one day in [from, to). */
  between?: { from: Date; to: Date };
  kind?: EventKind;
  province?: Province;
  city?: string;
  /** Words in the title or the description. */
  keyword?: string;
  /** Only events at this venue or by this organiser (documentIds). */
  venue?: string;
  organiser?: string;
  /** Only events that take registrations on the site. */
  registrationOpen?: boolean;
  exclude?: string[];
  page?: number;
  pageSize?: number;
  now?: Date;
};

function filtersOf(query: EventQuery): Record<string, unknown> {
  // Rounded to the hour, so the cached query stays the same for an hour at most.
  const now = new Date(Math.floor((query.now ?? new Date()).getTime() / HOUR) * HOUR).toISOString();
  const and: Record<string, unknown>[] = [];
  if (query.when === 'upcoming') and.push({ endsAt: { $gte: now } });
  if (query.when === 'past') and.push({ endsAt: { $lt: now } });
  if (query.between) and.push({ startsAt: { $lt: query.between.to.toISOString() } }, { endsAt: { $gt: query.between.from.toISOString() } });
  if (query.kind) and.push({ kind: { $eq: query.kind } });
  if (query.province) and.push({ province: { $eq: query.province } });
  if (query.city) and.push({ city: { $eq: query.city } });
  if (query.keyword) and.push({ $or: [{ title: { $containsi: query.keyword } }, { description: { $containsi: query.keyword } }] });
  if (query.venue) and.push({ venue: { documentId: { $eq: query.venue } } });
  if (query.organiser) and.push({ organiser: { documentId: { $eq: query.organiser } } });
  if (query.registrationOpen) and.push({ registrationOpen: { $eq: true } });
  if (query.exclude?.length) and.push({ documentId: { $notIn: query.exclude } });
  return { $and: and };
}

/** One page of published events matching the query, with the paging the CMS reports. */
export async function listEvents(query: EventQuery): Promise<Page<EventSummary>> {
  const { locale, page = 1, pageSize = 20 } = query;
  const sort = query.when === 'past' ? ['startsAt:desc', 'id:desc'] : ['startsAt:asc', 'id:asc'];
  const body = await cms.get('/events', {
    params: { locale, fields: SUMMARY_FIELDS, filters: filtersOf(query), sort, pagination: { page, pageSize } },
    // Each item names its venue: a venue's change expires the lists too.
    next: { tags: tagsFor('event'), revalidate: REVALIDATE_SECONDS },
  });
  const parsed = listOf(eventSummarySchema).parse(body);
  return { items: parsed.data.map(toSummary), ...pagingOf(parsed.meta, page, pageSize) };
}

const edgeSchema = listOf(z.object({ startsAt: z.iso.datetime({ offset: true }).optional(), endsAt: z.iso.datetime({ offset: true }).optional() }));

/** When the first of the events matching a query starts and the last ends; null when none does. */
export async function getEventSpan(query: EventQuery): Promise<{ start: string; end: string } | null> {
  const edge = async (field: 'startsAt' | 'endsAt', order: 'asc' | 'desc') => {
    const body = await cms.get('/events', {
      params: { locale: query.locale, fields: [field], filters: filtersOf({ ...query, when: 'all', between: undefined }), sort: [`${field}:${order}`], pagination: { page: 1, pageSize: 1 } },
      next: { tags: tagsFor('event'), revalidate: REVALIDATE_SECONDS },
    });
    return edgeSchema.parse(body).data[0]?.[field];
  };
  const [start, end] = await Promise.all([edge('startsAt', 'asc'), edge('endsAt', 'desc')]);
  return start && end ? { start, end } : null;
}

/** Events that have not ended yet, soonest first. */
export async function listUpcomingEvents(locale: Locale, limit = 6, now = new Date()): Promise<EventSummary[]> {
  return (await listEvents({ locale, when: 'upcoming', pageSize: limit, now })).items;
}

/** The cities upcoming (or past) events take place in, for the calendar's place filter. */
export async function listEventCities(when: 'upcoming' | 'past'): Promise<string[]> {
  const body = await cms.get('/events/cities', { params: { when }, next: { tags: tagsFor('event'), revalidate: REVALIDATE_SECONDS } });
  return z.object({ data: z.array(z.string()) }).parse(body).data;
}

const addressSchema = z.object({ street: text, postalCode: text, city: text, province: text, country: text }).nullable().optional();

const eventSchema = eventSummarySchema.extend({
  body: blocksSchema.nullable().optional(),
  image: mediaSchema.nullable().optional(),
  province: z.enum(provinces).nullable().optional(),
  country: text,
  website: text,
  ticketUrl: text,
  capacity: z.number().nullable().optional(),
  venue: venueRefSchema.extend({ documentId: z.string(), province: text, address: addressSchema }).nullable().optional(),
  organiser: z.object({ id: z.number(), documentId: z.string(), name: z.string(), website: text }).nullable().optional(),
  seo: z.object({ metaTitle: text, metaDescription: text }).nullable().optional(),
  localizations: localizationsSchema,
});

export type Address = { street: string; postalCode: string; city: string; region: string; country: string };

export type EventDetail = EventSummary & {
  body: BlockNode[];
  image: Media | null;
  website: string | null;
  ticketUrl: string | null;
  capacity: number | null;
  /** Where it is: the venue's address, else the event's own city and country. */
  address: Address;
  venueId: string | null;
  organiser: { id: number; documentId: string; name: string } | null;
  seo: { title: string | null; description: string | null };
  slugs: Partial<Record<Locale, string>>;
};

/** Only http(s) links leave the site; anything else an editor typed is dropped. */
const httpUrl = (value: string | null | undefined) => (value && /^https?:\/\/[^\s/]/i.test(value) ? value : null);

function toDetail(raw: z.infer<typeof eventSchema>): EventDetail {
  const address = raw.venue?.address;
  return {
    ...toSummary(raw),
    body: raw.body ?? [],
    image: toMedia(raw.image),
    website: httpUrl(raw.website),
    ticketUrl: httpUrl(raw.ticketUrl),
    capacity: raw.capacity ?? null,
    address: {
      street: address?.street ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? raw.city ?? raw.venue?.city ?? '',
      region: address?.province ?? raw.province ?? '',
      country: address?.country ?? raw.country ?? 'NL',
    },
    venueId: raw.venue?.documentId ?? null,
    organiser: raw.organiser ? { id: raw.organiser.id, documentId: raw.organiser.documentId, name: raw.organiser.name } : null,
    seo: { title: raw.seo?.metaTitle ?? null, description: raw.seo?.metaDescription ?? null },
    slugs: slugsOf(raw, raw.localizations),
  };
}

/** One published event by slug. Memoized, so metadata, page and calendar file share one fetch. */
export const getEvent = cache(async (slug: string, locale: Locale): Promise<EventDetail | null> => {
  // The page shows its venue's name and address: a venue's change expires it too.
  const raw = await findBySlug('event', '/events', eventSchema, locale, slug);
  return raw && toDetail(raw);
});
