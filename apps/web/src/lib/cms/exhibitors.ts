import { cache } from 'react';
import { z } from 'zod';
import { cacheTags, sectors, type Locale, type Sector } from '@standplaats/shared';
import { cms } from './index';
import { CmsError } from './errors';
import { mediaSchema, toMedia, type Media } from './media';
import { listOf, pagingOf, type Page } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const text = z.string().nullable().optional();
const hours = (date: Date) => new Date(Math.floor(date.getTime() / 3_600_000) * 3_600_000).toISOString();

const fairSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  venueName: text,
  locale: z.string(),
  localizations: z.array(z.object({ title: z.string(), slug: z.string(), locale: z.string() })).optional(),
});

const exhibitorSchema = z.object({
  documentId: z.string(),
  hall: z.string(),
  stand: z.string(),
  message: text,
  messageEn: text,
  partner: z.object({ documentId: z.string(), name: z.string(), sector: z.enum(sectors).nullable().optional(), logo: mediaSchema.nullable().optional() }).nullable().optional(),
  products: z.array(z.object({ documentId: z.string(), category: z.enum(sectors).nullable().optional() })).optional(),
  event: fairSchema.nullable().optional(),
});

/** A fair as an exhibitor entry names it, in the page's language where it has a version in it. */
type FairRef = { documentId: string; title: string; slug: string; startsAt: string; endsAt: string; venueName: string };

/** A company's entry at a fair: its stable id (the documentId), where it stands, who it is and what it says. */
export type ExhibitorSummary = {
  documentId: string;
  hall: string;
  stand: string;
  /** The fair message in the page's language (Dutch where no English one was written). */
  message: string;
  company: { documentId: string; name: string; sector: Sector | null; logo: Media | null };
  /** The categories of the products it shows. */
  categories: Sector[];
  products: string[];
  fair: FairRef | null;
};

function fairIn(raw: z.infer<typeof fairSchema>, locale: Locale): FairRef {
  const own = raw.locale === locale ? raw : (raw.localizations?.find((version) => version.locale === locale) ?? raw);
  return { documentId: raw.documentId, title: own.title, slug: own.slug, startsAt: raw.startsAt, endsAt: raw.endsAt, venueName: raw.venueName ?? '' };
}

const toSummary = (raw: z.infer<typeof exhibitorSchema>, locale: Locale): ExhibitorSummary | null =>
  raw.partner
    ? {
        documentId: raw.documentId,
        hall: raw.hall,
        stand: raw.stand,
        message: (locale === 'en' ? raw.messageEn || raw.message : raw.message) ?? '',
        company: { documentId: raw.partner.documentId, name: raw.partner.name, sector: raw.partner.sector ?? null, logo: toMedia(raw.partner.logo) },
        categories: [...new Set((raw.products ?? []).flatMap((product) => (product.category ? [product.category] : [])))],
        products: (raw.products ?? []).map((product) => product.documentId),
        fair: raw.event ? fairIn(raw.event, locale) : null,
      }
    : null;

export type ExhibitorQuery = {
  /** The fair's documentId. */
  event: string;
  /** A hall's code. */
  hall?: string;
  /** The company's sector. */
  sector?: Sector;
  /** A category of the products it shows. */
  category?: Sector;
  /** Company names starting with this letter (a–z). */
  letter?: string;
  /** Words in the company's name, the fair message or the stand number. */
  keyword?: string;
  page?: number;
  pageSize?: number;
};

function filtersOf(query: ExhibitorQuery): Record<string, unknown> {
  const and: Record<string, unknown>[] = [{ event: { documentId: { $eq: query.event } } }];
  if (query.hall) and.push({ hall: { $eqi: query.hall } });
  if (query.sector) and.push({ partner: { sector: { $eq: query.sector } } });
  if (query.category) and.push({ products: { category: { $eq: query.category } } });
  if (query.letter) and.push({ partner: { name: { $startsWithi: query.letter } } });
  if (query.keyword) {
    const words = { $containsi: query.keyword };
    and.push({ $or: [{ partner: { name: words } }, { message: words }, { messageEn: words }, { stand: words }] });
  }
  return { $and: and };
}

const exhibitorTags = () => tagsFor('exhibitor');

/** One page of a fair's exhibitors matching the query, A to Z by company. */
export async function listExhibitors(query: ExhibitorQuery, locale: Locale): Promise<Page<ExhibitorSummary>> {
  const { page = 1, pageSize = 48 } = query;
  const body = await cms.get('/exhibitors', {
    params: { filters: filtersOf(query), pagination: { page, pageSize } },
    next: { tags: exhibitorTags(), revalidate: REVALIDATE_SECONDS },
  });
  const parsed = listOf(exhibitorSchema).parse(body);
  return { items: parsed.data.flatMap((raw) => toSummary(raw, locale) ?? []), ...pagingOf(parsed.meta, page, pageSize) };
}

/** How many exhibitors a fair has (0 for a fair without any). Memoized: the event page and its metadata share it. */
export const countExhibitors = cache(async (event: string): Promise<number> => {
  const body = await cms.get('/exhibitors', {
    params: { filters: { event: { documentId: { $eq: event } } }, fields: ['hall'], pagination: { page: 1, pageSize: 1 } },
    next: { tags: [cacheTags.type('exhibitor')], revalidate: REVALIDATE_SECONDS },
  });
  return listOf(z.object({ documentId: z.string() })).parse(body).meta.pagination?.total ?? 0;
});

/**
 * The fairs still to come (or on now) where a company exhibits, or where a product is shown,
 * soonest first, each with its stand.
 */
export async function listUpcomingFairs(of: { company: string } | { product: string }, locale: Locale, now = new Date()): Promise<ExhibitorSummary[]> {
  const who = 'company' in of ? { partner: { documentId: { $eq: of.company } } } : { products: { documentId: { $eq: of.product } } };
  const body = await cms.get('/exhibitors', {
    params: { filters: { $and: [who, { event: { endsAt: { $gte: hours(now) } } }] }, sort: ['event.startsAt:asc', 'id:asc'], pagination: { page: 1, pageSize: 20 } },
    next: { tags: exhibitorTags(), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(exhibitorSchema).parse(body).data.flatMap((raw) => toSummary(raw, locale) ?? []);
}

const pointSchema = z.tuple([z.number(), z.number()]);
const hallSchema = z.object({
  code: z.string(),
  name: z.string(),
  width: z.number().nullable(),
  depth: z.number().nullable(),
  outline: z.array(pointSchema).nullable(),
  entrances: z.array(z.object({ name: z.string(), x: z.number(), y: z.number() })),
  stands: z.number(),
  exhibitors: z.number(),
});
const standSchema = z.object({ number: z.string(), x: z.number(), y: z.number(), width: z.number(), depth: z.number(), outline: z.array(pointSchema).nullable(), exhibitor: z.string().nullable() });
const placedSchema = z.object({ documentId: z.string(), stand: z.string(), company: z.object({ documentId: z.string(), name: z.string() }) });
const planSchema = z.object({
  data: z.object({
    venue: z.object({ name: z.string(), slug: z.string(), city: z.string().nullable() }).nullable(),
    halls: z.array(hallSchema),
    hall: hallSchema.extend({ standList: z.array(standSchema), exhibitorList: z.array(placedSchema) }).nullable(),
  }),
});

export type Point = [number, number];
/** A hall of a fair's plan, in metres from its top-left corner (x to the right, y down); no plan without width and depth. */
export type PlanHall = z.infer<typeof hallSchema>;
/** A stand on the plan; `exhibitor` is the documentId of the entry on it, if any. */
export type PlanStand = z.infer<typeof standSchema>;
export type FloorPlan = z.infer<typeof planSchema>['data'];
export type PlacedExhibitor = z.infer<typeof placedSchema>;

/**
 * A fair's floor plan: the halls its exhibitors are in and, when `hall` names one of them, that
 * hall's stands in metres with the exhibitor on each. Null for a fair the CMS does not know.
 * Memoized per request: the page and its metadata share it.
 */
export const getFloorPlan = cache(async (event: string, hall?: string): Promise<FloorPlan | null> => {
  try {
    const body = await cms.get(`/floor-plans/${encodeURIComponent(event)}`, {
      params: hall ? { hall } : {},
      next: { tags: [...exhibitorTags(), cacheTags.type('stand'), cacheTags.type('venue')], revalidate: REVALIDATE_SECONDS },
    });
    return planSchema.parse(body).data;
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
});
