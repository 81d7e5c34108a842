import { cache } from 'react';
import { z } from 'zod';
import { provinces, type Province } from '@standplaats/shared';
import { facilities, venueTypes, type Facility, type VenueType } from '@/lib/venues/model';
import { cms } from './index';
import { findDraft } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { listOf, pagingOf, type Page } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

// Venues are not localized: one version serves both languages, so no `locale` is asked for.

const text = z.string().nullable().optional();
const count = z.number().int().nullable().optional();
// Decimals arrive as numbers from SQLite and as strings from PostgreSQL.
const coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).nullable().optional();

const facilitiesSchema = z.object(Object.fromEntries(facilities.map((facility) => [facility, z.boolean().nullable().optional()]))).nullable().optional();
const addressSchema = z.object({ street: text, postalCode: text, city: text, country: text }).nullable().optional();

const summarySchema = z.object({
  documentId: z.string(),
  name: z.string(),
  slug: z.string(),
  description: text,
  city: z.string(),
  province: z.enum(provinces),
  venueType: z.enum(venueTypes).nullable().optional(),
  capacity: count,
  latitude: coordinate,
  longitude: coordinate,
  updatedAt: z.string().optional(),
  address: addressSchema,
  facilities: facilitiesSchema,
  images: z.array(mediaSchema).nullable().optional(),
});

export type VenueAddress = { street: string; postalCode: string; city: string; country: string };

export type VenueSummary = {
  documentId: string;
  name: string;
  slug: string;
  description: string;
  city: string;
  province: Province;
  type: VenueType | null;
  capacity: number | null;
  /** Both or neither: a venue without coordinates has no mark on the map. */
  geo: { latitude: number; longitude: number } | null;
  address: VenueAddress;
  facilities: Facility[];
  image: Media | null;
  updatedAt: string;
};

const toSummary = (raw: z.infer<typeof summarySchema>): VenueSummary => ({
  documentId: raw.documentId,
  name: raw.name,
  slug: raw.slug,
  description: raw.description ?? '',
  city: raw.city,
  province: raw.province,
  type: raw.venueType ?? null,
  capacity: raw.capacity ?? null,
  geo: raw.latitude != null && raw.longitude != null ? { latitude: raw.latitude, longitude: raw.longitude } : null,
  address: { street: raw.address?.street ?? '', postalCode: raw.address?.postalCode ?? '', city: raw.address?.city ?? raw.city, country: raw.address?.country ?? 'NL' },
  facilities: facilities.filter((facility) => raw.facilities?.[facility]),
  image: toMedia(raw.images?.[0]),
  updatedAt: raw.updatedAt ?? '',
});

export type VenueQuery = {
  province?: Province;
  city?: string;
  type?: VenueType;
  minCapacity?: number;
  /** Venues that have every one of these. */
  facilities?: Facility[];
  page?: number;
  pageSize?: number;
};

function filtersOf(query: VenueQuery): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (query.province) and.push({ province: { $eq: query.province } });
  if (query.city) and.push({ city: { $eq: query.city } });
  if (query.type) and.push({ venueType: { $eq: query.type } });
  if (query.minCapacity) and.push({ capacity: { $gte: query.minCapacity } });
  for (const facility of query.facilities ?? []) and.push({ facilities: { [facility]: { $eq: true } } });
  return { $and: and };
}

const SORT = ['name:asc', 'id:asc'];
const listTags = { tags: tagsFor('venue'), revalidate: REVALIDATE_SECONDS };

/** One page of published venues matching the query, A–Z. */
export async function listVenues(query: VenueQuery): Promise<Page<VenueSummary>> {
  const { page = 1, pageSize = 20 } = query;
  const body = await cms.get('/venues', { params: { filters: filtersOf(query), sort: SORT, pagination: { page, pageSize } }, next: listTags });
  const parsed = listOf(summarySchema).parse(body);
  return { items: parsed.data.map(toSummary), ...pagingOf(parsed.meta, page, pageSize) };
}

const pointSchema = z.object({ documentId: z.string(), name: z.string(), slug: z.string(), city: z.string(), latitude: coordinate, longitude: coordinate });
export type VenuePoint = { documentId: string; name: string; slug: string; city: string; latitude: number; longitude: number };

/** Where the matching venues are, for the map: up to `limit` (the CMS's page cap), and how many match. */
export async function listVenuePoints(query: VenueQuery, limit = 100): Promise<{ points: VenuePoint[]; total: number }> {
  const body = await cms.get('/venues', {
    params: { fields: ['name', 'slug', 'city', 'latitude', 'longitude'], filters: filtersOf(query), sort: SORT, pagination: { page: 1, pageSize: limit } },
    next: listTags,
  });
  const parsed = listOf(pointSchema).parse(body);
  const points = parsed.data.flatMap((raw) =>
    raw.latitude != null && raw.longitude != null ? [{ documentId: raw.documentId, name: raw.name, slug: raw.slug, city: raw.city, latitude: raw.latitude, longitude: raw.longitude }] : [],
  );
  return { points, total: parsed.meta.pagination?.total ?? points.length };
}

/** The cities with a published venue, for the finder's place filter. */
export async function listVenueCities(): Promise<string[]> {
  const body = await cms.get('/venues/cities', { next: listTags });
  return z.object({ data: z.array(z.string()) }).parse(body).data;
}

const hallSchema = z.object({ name: z.string(), areaM2: count, theatre: count, banquet: count, reception: count });
const detailSchema = summarySchema.extend({
  route: text,
  halls: z.array(hallSchema).nullable().optional(),
  contact: z.object({ name: text, email: text, phone: text, website: text }).nullable().optional(),
});

export type Hall = { name: string; areaM2: number | null; theatre: number | null; banquet: number | null; reception: number | null };

export type VenueDetail = VenueSummary & {
  route: string;
  halls: Hall[];
  images: Media[];
  contact: { email: string | null; phone: string | null; website: string | null };
};

/** Only http(s) links leave the site; anything else an editor typed is dropped. */
const httpUrl = (value: string | null | undefined) => (value && /^https?:\/\/[^\s/]/i.test(value) ? value : null);
const email = (value: string | null | undefined) => (value && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value) ? value : null);

function toDetail(raw: z.infer<typeof detailSchema>): VenueDetail {
  return {
    ...toSummary(raw),
    route: raw.route ?? '',
    halls: (raw.halls ?? []).map((hall) => ({ name: hall.name, areaM2: hall.areaM2 ?? null, theatre: hall.theatre ?? null, banquet: hall.banquet ?? null, reception: hall.reception ?? null })),
    images: (raw.images ?? []).flatMap((image) => toMedia(image) ?? []),
    contact: { email: email(raw.contact?.email), phone: raw.contact?.phone?.trim() || null, website: httpUrl(raw.contact?.website) },
  };
}

/** One published venue by slug (in draft mode its draft); any venue's change expires it. Memoized: metadata and page share one fetch. */
export const getVenue = cache(async (slug: string): Promise<VenueDetail | null> => {
  const draft = await findDraft('/venues', detailSchema, undefined, { slug: { $eq: slug } });
  if (draft !== undefined) return draft && toDetail(draft);
  const body = await cms.get('/venues', {
    params: { filters: { slug: { $eq: slug } }, pagination: { page: 1, pageSize: 1 } },
    next: listTags,
  });
  const raw = listOf(detailSchema).parse(body).data[0];
  return raw ? toDetail(raw) : null;
});
