import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { blocksSchema, type BlockNode } from './blocks';
import { cms } from './index';
import { findBySlug } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, listOf, localizationsSchema, pagingOf, slugsOf, type Page } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

export const magazineBrands = ['expovisie', 'conferencematters'] as const;
export type MagazineBrand = (typeof magazineBrands)[number];

const magazineSchema = z.object({
  ...documentFields,
  brand: z.enum(magazineBrands),
  issueNumber: z.number(),
  title: z.string(),
  slug: z.string(),
  date: z.iso.date(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  cover: mediaSchema.nullable().optional(),
  readingUrl: z.string().nullable().optional(),
  pdf: z.object({ url: z.string(), size: z.number().nullable().optional() }).nullable().optional(),
  contents: blocksSchema.nullable().optional(),
  localizations: localizationsSchema,
});

export type Magazine = {
  documentId: string;
  locale: Locale;
  brand: MagazineBrand;
  issueNumber: number;
  title: string;
  slug: string;
  date: string;
  updatedAt: string;
  cover: Media | null;
  readingUrl: string | null;
  pdfUrl: string | null;
  contents: BlockNode[];
  slugs: Partial<Record<Locale, string>>;
};

const toMagazine = (raw: z.infer<typeof magazineSchema>): Magazine => ({
  documentId: raw.documentId,
  locale: raw.locale,
  brand: raw.brand,
  issueNumber: raw.issueNumber,
  title: raw.title,
  slug: raw.slug,
  date: raw.date,
  updatedAt: raw.updatedAt ?? raw.date,
  cover: toMedia(raw.cover),
  readingUrl: raw.readingUrl ?? null,
  pdfUrl: raw.pdf?.url ?? null,
  contents: raw.contents ?? [],
  slugs: slugsOf(raw, raw.localizations),
});

/** Magazine issues, newest first; one brand's when `brand` is given. */
export async function listMagazines(locale: Locale, { brand, page = 1, pageSize = 24 }: { brand?: MagazineBrand; page?: number; pageSize?: number } = {}): Promise<Page<Magazine>> {
  const body = await cms.get('/magazines', {
    params: { locale, filters: brand ? { brand: { $eq: brand } } : {}, sort: ['date:desc'], pagination: { page, pageSize } },
    next: { tags: tagsFor('magazine'), revalidate: REVALIDATE_SECONDS },
  });
  const parsed = listOf(magazineSchema).parse(body);
  return { items: parsed.data.map(toMagazine), ...pagingOf(parsed.meta, page, pageSize) };
}

export const getMagazine = cache(async (slug: string, locale: Locale): Promise<Magazine | null> => {
  const raw = await findBySlug('magazine', '/magazines', magazineSchema, locale, slug);
  return raw && toMagazine(raw);
});
