import { cache } from 'react';
import { z } from 'zod';
import { employmentTypes, functionAreas, jobLevels, provinces, type EmploymentType, type FunctionArea, type JobLevel, type Locale, type Province } from '@standplaats/shared';
import { cms } from './index';
import { blocksSchema, type BlockNode } from './blocks';
import { findBySlug } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, isSlug, listOf, localizationsSchema, pagingOf, slugsOf, type Page } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

// The CMS returns open vacancies only (apps/cms/src/site/open-vacancies.ts); this reader never asks
// for a status. A closed one's title comes from its own lookup, for the page that answers 410.

const text = z.string().nullable().optional();
const partnerSchema = z.object({ id: z.number(), documentId: z.string(), name: z.string(), slug: z.string(), website: text, logo: mediaSchema.nullable().optional() });

const summarySchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  location: text,
  province: z.enum(provinces).nullable().optional(),
  remote: z.boolean().nullable().optional(),
  hoursPerWeek: z.number().nullable().optional(),
  employmentType: z.enum(employmentTypes).nullable().optional(),
  functionArea: z.enum(functionAreas).nullable().optional(),
  level: z.enum(jobLevels).nullable().optional(),
  salaryMin: z.number().nullable().optional(),
  salaryMax: z.number().nullable().optional(),
  validThrough: z.iso.date().nullable().optional(),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  partner: partnerSchema.nullable().optional(),
});

export type VacancySummary = {
  documentId: string;
  locale: Locale;
  title: string;
  slug: string;
  location: string;
  province: Province | null;
  remote: boolean;
  hoursPerWeek: number | null;
  employmentType: EmploymentType | null;
  functionArea: FunctionArea | null;
  level: JobLevel | null;
  salary: { min: number | null; max: number | null } | null;
  validThrough: string | null;
  postedAt: string;
  updatedAt: string;
  company: { id: number; documentId: string; name: string; slug: string; website: string | null; logo: Media | null } | null;
  /** Kept for the home page's list. */
  employer: string;
};

const toSummary = (raw: z.infer<typeof summarySchema>): VacancySummary => ({
  documentId: raw.documentId,
  locale: raw.locale,
  title: raw.title,
  slug: raw.slug,
  location: raw.location ?? '',
  province: raw.province ?? null,
  remote: Boolean(raw.remote),
  hoursPerWeek: raw.hoursPerWeek ?? null,
  employmentType: raw.employmentType ?? null,
  functionArea: raw.functionArea ?? null,
  level: raw.level ?? null,
  salary: raw.salaryMin != null || raw.salaryMax != null ? { min: raw.salaryMin ?? null, max: raw.salaryMax ?? null } : null,
  validThrough: raw.validThrough ?? null,
  postedAt: raw.publishedAt ?? raw.updatedAt ?? new Date(0).toISOString(),
  updatedAt: raw.updatedAt ?? raw.publishedAt ?? new Date(0).toISOString(),
  company: raw.partner
    ? { id: raw.partner.id, documentId: raw.partner.documentId, name: raw.partner.name, slug: raw.partner.slug, website: raw.partner.website ?? null, logo: toMedia(raw.partner.logo) }
    : null,
  employer: raw.partner?.name ?? '',
});

const SUMMARY_FIELDS = ['locale', 'title', 'slug', 'location', 'province', 'remote', 'hoursPerWeek', 'employmentType', 'functionArea', 'level', 'salaryMin', 'salaryMax', 'validThrough', 'publishedAt', 'updatedAt'];

export type VacancyQuery = {
  locale: Locale;
  functionArea?: FunctionArea;
  province?: Province;
  city?: string;
  hours?: { min?: number; max?: number };
  employmentType?: EmploymentType;
  level?: JobLevel;
  /** A company's slug. */
  company?: string;
  keyword?: string;
  exclude?: string[];
  page?: number;
  pageSize?: number;
};

function filtersOf(query: VacancyQuery): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (query.functionArea) and.push({ functionArea: { $eq: query.functionArea } });
  if (query.province) and.push({ province: { $eq: query.province } });
  if (query.city) and.push({ location: { $eqi: query.city } });
  if (query.hours?.min !== undefined) and.push({ hoursPerWeek: { $gte: query.hours.min } });
  if (query.hours?.max !== undefined) and.push({ hoursPerWeek: { $lte: query.hours.max } });
  if (query.employmentType) and.push({ employmentType: { $eq: query.employmentType } });
  if (query.level) and.push({ level: { $eq: query.level } });
  if (query.company) and.push({ partner: { slug: { $eq: query.company } } });
  if (query.keyword) and.push({ $or: [{ title: { $containsi: query.keyword } }, { location: { $containsi: query.keyword } }, { partner: { name: { $containsi: query.keyword } } }] });
  if (query.exclude?.length) and.push({ documentId: { $notIn: query.exclude } });
  return { $and: and };
}

/**
 * One page of open vacancies, newest first. Every vacancy has a Dutch version, so the list is read
 * in Dutch; an English page swaps in the English title and slug where a translation exists.
 */
export async function listVacancies(query: VacancyQuery): Promise<Page<VacancySummary>> {
  const { locale, page = 1, pageSize = 20 } = query;
  const body = await cms.get('/vacancies', {
    params: { locale: 'nl', fields: SUMMARY_FIELDS, filters: filtersOf(query), sort: ['publishedAt:desc', 'id:desc'], pagination: { page, pageSize } },
    next: { tags: tagsFor('vacancy'), revalidate: REVALIDATE_SECONDS },
  });
  const parsed = listOf(summarySchema).parse(body);
  const items = parsed.data.map(toSummary);
  return { items: locale === 'nl' ? items : await translated(items, locale), ...pagingOf(parsed.meta, page, pageSize) };
}

async function translated(items: VacancySummary[], locale: Locale): Promise<VacancySummary[]> {
  if (items.length === 0) return items;
  const body = await cms.get('/vacancies', {
    params: { locale, fields: ['locale', 'title', 'slug'], filters: { documentId: { $in: items.map((v) => v.documentId) } }, pagination: { page: 1, pageSize: items.length } },
    next: { tags: tagsFor('vacancy'), revalidate: REVALIDATE_SECONDS },
  });
  const versions = new Map(listOf(z.object({ documentId: z.string(), title: z.string(), slug: z.string() })).parse(body).data.map((v) => [v.documentId, v]));
  return items.map((item) => {
    const version = versions.get(item.documentId);
    return version ? { ...item, locale, title: version.title, slug: version.slug } : item;
  });
}

/** The newest open vacancies (the home page). */
export async function listLatestVacancies(locale: Locale, limit = 4): Promise<VacancySummary[]> {
  return (await listVacancies({ locale, pageSize: limit })).items;
}

/** Companies with open vacancies, for the company filter (at most the CMS's page cap). */
export async function listHiringCompanies(): Promise<{ name: string; slug: string }[]> {
  const body = await cms.get('/partners', {
    params: { locale: 'nl', fields: ['name', 'slug'], filters: { vacancies: { listingStatus: { $eq: 'published' } } }, sort: ['name:asc'], pagination: { page: 1, pageSize: 100 } },
    next: { tags: tagsFor('vacancy'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(z.object({ name: z.string(), slug: z.string() })).parse(body).data;
}

const detailSchema = summarySchema.extend({
  description: blocksSchema.nullable().optional(),
  applyUrl: text,
  applyEmail: text,
  localizations: localizationsSchema,
});

export type VacancyDetail = VacancySummary & {
  body: BlockNode[];
  apply: { url: string } | { email: string } | null;
  slugs: Partial<Record<Locale, string>>;
};

const httpUrl = (value: string | null | undefined) => (value && /^https?:\/\/[^\s/]/i.test(value) ? value : null);

function toDetail(raw: z.infer<typeof detailSchema>): VacancyDetail {
  const url = httpUrl(raw.applyUrl);
  return {
    ...toSummary(raw),
    body: raw.description ?? [],
    apply: url ? { url } : raw.applyEmail ? { email: raw.applyEmail } : null,
    slugs: slugsOf(raw, raw.localizations),
  };
}

/** One open vacancy by slug, tagged by its slug and its company. Memoized for metadata and page. */
export const getVacancy = cache(async (slug: string, locale: Locale): Promise<VacancyDetail | null> => {
  const raw = await findBySlug('vacancy', '/vacancies', detailSchema, locale, slug);
  return raw && toDetail(raw);
});

const closedSchema = z.object({ data: z.object({ title: z.string(), slug: z.string(), company: text, functionArea: z.enum(functionAreas).nullable().optional(), location: text }) });
export type ClosedVacancy = { title: string; slug: string; company: string | null; functionArea: FunctionArea | null; location: string | null };

/** A vacancy that has ended (closing date passed, or filled), by slug; null for any other slug. */
export const getClosedVacancy = cache(async (slug: string, locale: Locale): Promise<ClosedVacancy | null> => {
  if (!isSlug(slug)) return null;
  const body = await cms
    .get(`/vacancies/closed/${encodeURIComponent(slug)}`, { params: { locale }, next: { tags: tagsFor('vacancy', { slug }), revalidate: REVALIDATE_SECONDS } })
    .catch((error: { status?: number }) => {
      if (error.status === 404) return null;
      throw error;
    });
  if (!body) return null;
  const { data } = closedSchema.parse(body);
  return { title: data.title, slug: data.slug, company: data.company ?? null, functionArea: data.functionArea ?? null, location: data.location ?? null };
});

/** Open vacancies like one (same function area, else any), newest first. */
export async function listSimilarVacancies(locale: Locale, like: { documentId?: string; functionArea: FunctionArea | null }, limit = 4): Promise<VacancySummary[]> {
  const exclude = like.documentId ? [like.documentId] : [];
  const same = like.functionArea ? (await listVacancies({ locale, functionArea: like.functionArea, exclude, pageSize: limit })).items : [];
  if (same.length >= limit) return same;
  const others = await listVacancies({ locale, exclude: [...exclude, ...same.map((v) => v.documentId)], pageSize: limit - same.length });
  return [...same, ...others.items];
}
