import { cache } from 'react';
import { z } from 'zod';
import { defaultLocale, provinces, sectors, type Locale, type Province, type Sector } from '@standplaats/shared';
import { cms } from './index';
import { CmsError } from './errors';
import { findDraft } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, listOf, pagingOf, type Page } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const text = z.string().nullable().optional();
const addressSchema = z.object({ street: text, postalCode: text, city: text, province: z.enum(provinces).nullable().optional(), country: text });

const companySummarySchema = z.object({
  ...documentFields,
  id: z.number(),
  name: z.string(),
  description: text,
  sector: z.enum(sectors).nullable().optional(),
  logo: mediaSchema.nullable().optional(),
  address: addressSchema.nullable().optional(),
});

export type CompanyAddress = { street: string; postalCode: string; city: string; province: Province | null; country: string };

export type CompanySummary = {
  documentId: string;
  locale: Locale;
  name: string;
  description: string;
  sector: Sector | null;
  logo: Media | null;
  address: CompanyAddress;
};

const toAddress = (raw: z.infer<typeof addressSchema> | null | undefined): CompanyAddress => ({
  street: raw?.street ?? '',
  postalCode: raw?.postalCode ?? '',
  city: raw?.city ?? '',
  province: raw?.province ?? null,
  country: raw?.country ?? 'NL',
});

const toSummary = (raw: z.infer<typeof companySummarySchema>): CompanySummary => ({
  documentId: raw.documentId,
  locale: raw.locale,
  name: raw.name,
  description: raw.description ?? '',
  sector: raw.sector ?? null,
  logo: toMedia(raw.logo),
  address: toAddress(raw.address),
});

const SUMMARY_FIELDS = ['locale', 'name', 'description', 'sector'];

export type CompanyQuery = {
  locale: Locale;
  sector?: Sector;
  province?: Province;
  city?: string;
  /** Names starting with this letter (a–z). */
  letter?: string;
  /** Words in the name or the description. */
  keyword?: string;
  page?: number;
  pageSize?: number;
};

function filtersOf(query: CompanyQuery): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (query.sector) and.push({ sector: { $eq: query.sector } });
  if (query.province) and.push({ address: { province: { $eq: query.province } } });
  if (query.city) and.push({ address: { city: { $eqi: query.city } } });
  if (query.letter) and.push({ name: { $startsWithi: query.letter } });
  if (query.keyword) and.push({ $or: [{ name: { $containsi: query.keyword } }, { description: { $containsi: query.keyword } }] });
  return { $and: and };
}

/** One page of published companies matching the query, A to Z. */
export async function listCompanies(query: CompanyQuery): Promise<Page<CompanySummary>> {
  const { locale, page = 1, pageSize = 24 } = query;
  const body = await cms.get('/partners', {
    params: { locale, fields: SUMMARY_FIELDS, filters: filtersOf(query), sort: ['name:asc', 'id:asc'], pagination: { page, pageSize } },
    next: { tags: tagsFor('partner'), revalidate: REVALIDATE_SECONDS },
  });
  const parsed = listOf(companySummarySchema).parse(body);
  return { items: parsed.data.map(toSummary), ...pagingOf(parsed.meta, page, pageSize) };
}

/** Company names for a choice list (the product guide's company filter), A to Z. */
export async function listCompanyNames(locale: Locale, limit = 100): Promise<{ documentId: string; name: string }[]> {
  const body = await cms.get('/partners', {
    params: { locale, fields: ['name'], sort: ['name:asc'], pagination: { page: 1, pageSize: limit } },
    next: { tags: tagsFor('partner'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(z.object({ documentId: z.string(), name: z.string() })).parse(body).data.map(({ documentId, name }) => ({ documentId, name }));
}

const socialPlatforms = ['linkedin', 'instagram', 'facebook', 'x', 'youtube', 'tiktok'] as const;

const companySchema = companySummarySchema.extend({
  website: text,
  email: text,
  phone: text,
  latitude: z.coerce.number().nullable().optional(),
  longitude: z.coerce.number().nullable().optional(),
  socialLinks: z.array(z.object({ platform: z.enum(socialPlatforms), url: z.string() })).optional(),
  localizations: z.array(z.object({ locale: z.string() })).optional(),
});

export type SocialLink = { platform: (typeof socialPlatforms)[number]; url: string };

export type Company = CompanySummary & {
  website: string | null;
  email: string | null;
  phone: string | null;
  /** Where its mark goes on a map, when the company gave its coordinates. */
  location: { latitude: number; longitude: number } | null;
  socialLinks: SocialLink[];
  /** The languages the company's profile exists in. */
  languages: Locale[];
};

/** Only http(s) links leave the site; anything else an editor or a company typed is dropped. */
export const httpUrl = (value: string | null | undefined) => (value && /^https?:\/\/[^\s/]/i.test(value) ? value : null);

function toCompany(raw: z.infer<typeof companySchema>): Company {
  const languages = new Set<Locale>([raw.locale]);
  for (const other of raw.localizations ?? []) if (other.locale === 'nl' || other.locale === 'en') languages.add(other.locale);
  return {
    ...toSummary(raw),
    website: httpUrl(raw.website),
    email: raw.email || null,
    phone: raw.phone || null,
    location: raw.latitude != null && raw.longitude != null ? { latitude: raw.latitude, longitude: raw.longitude } : null,
    socialLinks: (raw.socialLinks ?? []).flatMap((link) => (httpUrl(link.url) ? [link] : [])),
    languages: [...languages],
  };
}

/** A documentId as Strapi makes them: lower-case letters and digits. */
export const isDocumentId = (id: string) => /^[a-z0-9]{16,32}$/.test(id);

async function readCompany(documentId: string, locale: Locale) {
  const draft = await findDraft('/partners', companySchema, locale, { documentId: { $eq: documentId } });
  if (draft !== undefined) return draft && toCompany(draft);
  const body = await cms
    .get(`/partners/${documentId}`, { params: { locale }, next: { tags: tagsFor('partner', { documentId }), revalidate: REVALIDATE_SECONDS } })
    .catch((error: unknown) => (error instanceof CmsError && error.status === 404 ? null : Promise.reject(error)));
  return body === null ? null : toCompany(z.object({ data: companySchema }).parse(body).data);
}

/** One published company (in draft mode its draft) in the page's language, else its Dutch profile; null when there is none. */
export const getCompany = cache(async (documentId: string, locale: Locale): Promise<Company | null> => {
  if (!isDocumentId(documentId)) return null;
  return (await readCompany(documentId, locale)) ?? (locale === defaultLocale ? null : readCompany(documentId, defaultLocale));
});

/**
 * The documentId of a company named by its row id, as older links wrote it (`/bedrijvengids/12`);
 * null when no published version has that id.
 */
export async function findCompanyByRowId(id: number, locale: Locale): Promise<string | null> {
  for (const language of new Set([locale, defaultLocale])) {
    const body = await cms.get('/partners', {
      params: { locale: language, fields: ['name'], filters: { id: { $eq: id } }, pagination: { page: 1, pageSize: 1 } },
      next: { tags: tagsFor('partner'), revalidate: REVALIDATE_SECONDS },
    });
    const found = listOf(z.object({ documentId: z.string() })).parse(body).data[0];
    if (found) return found.documentId;
  }
  return null;
}

const vacancySchema = z.object({ ...documentFields, title: z.string(), slug: z.string(), location: text, validThrough: text });

export type CompanyVacancy = { documentId: string; title: string; slug: string; location: string; validThrough: string | null };

/**
 * The company's open vacancies. The CMS decides what is open (apps/cms/src/site/open-vacancies.ts):
 * its public list never returns a pending, closed or filled vacancy.
 */
export async function listOpenVacancies(companyId: string, locale: Locale): Promise<CompanyVacancy[]> {
  const body = await cms.get('/vacancies', {
    params: {
      locale,
      fields: ['locale', 'title', 'slug', 'location', 'validThrough'],
      filters: { partner: { documentId: { $eq: companyId } } },
      sort: ['validThrough:asc', 'id:asc'],
      pagination: { page: 1, pageSize: 20 },
    },
    next: { tags: tagsFor('vacancy'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(vacancySchema)
    .parse(body)
    .data.map((v) => ({ documentId: v.documentId, title: v.title, slug: v.slug, location: v.location ?? '', validThrough: v.validThrough ?? null }));
}
