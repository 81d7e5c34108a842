import { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@standplaats/shared';

/** Strapi's list envelope around any item schema. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      pagination: z
        .object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() })
        .optional(),
    }),
  });

export const documentFields = {
  documentId: z.string(),
  locale: z.string().transform((value): Locale => (isLocale(value) ? value : 'nl')),
};

/** One page of a list, with what a pager needs. */
export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

type Meta = z.infer<ReturnType<typeof listOf>>['meta'];

export const pagingOf = (meta: Meta, page: number, pageSize: number) => {
  const total = meta.pagination?.total ?? 0;
  return { page, pageCount: meta.pagination?.pageCount ?? Math.ceil(total / pageSize), total };
};

/** Localised slugs of a document: its own plus those of its `localizations`. */
export function slugsOf(own: { locale: Locale; slug: string }, localizations: { locale: string; slug: string }[] = []) {
  const slugs: Partial<Record<Locale, string>> = { [own.locale]: own.slug };
  for (const other of localizations) if (isLocale(other.locale)) slugs[other.locale] = other.slug;
  return slugs;
}

export const localizationsSchema = z.array(z.object({ slug: z.string(), locale: z.string() })).optional();

/** A row id as it appears in a URL (`/l/12`): a positive whole number, else null. */
export const numericId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** Strapi's uid rule (`A-Za-z0-9-_.~`): anything else cannot be a slug and needs no query. */
export const isSlug = (slug: string) => /^[A-Za-z0-9\-_.~]{1,255}$/.test(slug);

/**
 * A document by slug in the page's language, else its Dutch original (an English page shows Dutch
 * content that has no translation); null when neither exists or the slug cannot exist.
 */
export async function bySlugOrDutch<T>(get: (slug: string, locale: Locale) => Promise<T | null>, slug: string, locale: Locale): Promise<T | null> {
  if (!isSlug(slug)) return null;
  return (await get(slug, locale)) ?? (locale === defaultLocale ? null : await get(slug, defaultLocale));
}
