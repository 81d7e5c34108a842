import { cache } from 'react';
import { z } from 'zod';
import { defaultLocale, provinces, sectors, type Locale, type Sector } from '@standplaats/shared';
import { cms } from './index';
import { httpUrl, isDocumentId, type CompanyAddress } from './companies';
import { CmsError } from './errors';
import { findDraft } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, listOf, localizationsSchema, pagingOf, type Page } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const text = z.string().nullable().optional();

const productSummarySchema = z.object({
  ...documentFields,
  name: z.string(),
  slug: z.string(),
  description: text,
  category: z.enum(sectors).nullable().optional(),
  images: z.array(mediaSchema).nullable().optional(),
  partner: z.object({ documentId: z.string(), name: z.string() }).nullable().optional(),
});

export type ProductSummary = {
  documentId: string;
  locale: Locale;
  name: string;
  description: string;
  category: Sector | null;
  image: Media | null;
  company: { documentId: string; name: string } | null;
};

const toSummary = (raw: z.infer<typeof productSummarySchema>): ProductSummary => ({
  documentId: raw.documentId,
  locale: raw.locale,
  name: raw.name,
  description: raw.description ?? '',
  category: raw.category ?? null,
  image: toMedia(raw.images?.[0]),
  company: raw.partner ? { documentId: raw.partner.documentId, name: raw.partner.name } : null,
});

export type ProductQuery = {
  locale: Locale;
  category?: Sector;
  /** Only this company's products (its documentId). */
  company?: string;
  /** Words in the name or the description. */
  keyword?: string;
  exclude?: string[];
  page?: number;
  pageSize?: number;
};

function filtersOf(query: ProductQuery): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (query.category) and.push({ category: { $eq: query.category } });
  if (query.company) and.push({ partner: { documentId: { $eq: query.company } } });
  if (query.keyword) and.push({ $or: [{ name: { $containsi: query.keyword } }, { description: { $containsi: query.keyword } }] });
  if (query.exclude?.length) and.push({ documentId: { $notIn: query.exclude } });
  return { $and: and };
}

/** One page of published products matching the query, A to Z. */
export async function listProducts(query: ProductQuery): Promise<Page<ProductSummary>> {
  const { locale, page = 1, pageSize = 24 } = query;
  const body = await cms.get('/products', {
    params: { locale, fields: ['locale', 'name', 'slug', 'description', 'category'], filters: filtersOf(query), sort: ['name:asc', 'id:asc'], pagination: { page, pageSize } },
    // A company's list also answers to the company's tag: its page lists these.
    next: { tags: [...tagsFor('product'), ...(query.company ? tagsFor('partner', { documentId: query.company }) : [])], revalidate: REVALIDATE_SECONDS },
  });
  const parsed = listOf(productSummarySchema).parse(body);
  return { items: parsed.data.map(toSummary), ...pagingOf(parsed.meta, page, pageSize) };
}

const productSchema = productSummarySchema.extend({
  specifications: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  partner: z
    .object({
      documentId: z.string(),
      name: z.string(),
      email: text,
      phone: text,
      website: text,
      logo: mediaSchema.nullable().optional(),
      address: z.object({ street: text, postalCode: text, city: text, province: z.enum(provinces).nullable().optional(), country: text }).nullable().optional(),
    })
    .nullable()
    .optional(),
  localizations: localizationsSchema,
});

export type ProductCompany = { documentId: string; name: string; email: string | null; phone: string | null; website: string | null; logo: Media | null; address: CompanyAddress };

export type Product = Omit<ProductSummary, 'company'> & {
  images: Media[];
  specifications: { name: string; value: string }[];
  company: ProductCompany | null;
  languages: Locale[];
};

function toProduct(raw: z.infer<typeof productSchema>): Product {
  const partner = raw.partner;
  const languages = new Set<Locale>([raw.locale]);
  for (const other of raw.localizations ?? []) if (other.locale === 'nl' || other.locale === 'en') languages.add(other.locale);
  return {
    ...toSummary(raw),
    images: (raw.images ?? []).flatMap((image) => toMedia(image) ?? []),
    specifications: raw.specifications ?? [],
    company: partner
      ? {
          documentId: partner.documentId,
          name: partner.name,
          email: partner.email || null,
          phone: partner.phone || null,
          website: httpUrl(partner.website),
          logo: toMedia(partner.logo),
          address: { street: partner.address?.street ?? '', postalCode: partner.address?.postalCode ?? '', city: partner.address?.city ?? '', province: partner.address?.province ?? null, country: partner.address?.country ?? 'NL' },
        }
      : null,
    languages: [...languages],
  };
}

async function readProduct(documentId: string, locale: Locale) {
  const draft = await findDraft('/products', productSchema, locale, { documentId: { $eq: documentId } });
  if (draft !== undefined) return draft && toProduct(draft);
  const body = await cms
    .get(`/products/${documentId}`, { params: { locale }, next: { tags: tagsFor('product', { documentId }), revalidate: REVALIDATE_SECONDS } })
    .catch((error: unknown) => (error instanceof CmsError && error.status === 404 ? null : Promise.reject(error)));
  return body === null ? null : toProduct(z.object({ data: productSchema }).parse(body).data);
}

/** One published product (in draft mode its draft) in the page's language, else its Dutch version; null when there is none. */
export const getProduct = cache(async (documentId: string, locale: Locale): Promise<Product | null> => {
  if (!isDocumentId(documentId)) return null;
  return (await readProduct(documentId, locale)) ?? (locale === defaultLocale ? null : readProduct(documentId, defaultLocale));
});
