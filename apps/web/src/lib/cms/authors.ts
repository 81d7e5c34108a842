import { cache } from 'react';
import { z } from 'zod';
import { isLocale, type Locale } from '@standplaats/shared';
import { findFirst } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields } from './strapi';

/** An author's other language versions, as the CMS populates them: each has its own id. */
export const authorLocalizationsSchema = z.array(z.object({ id: z.number(), slug: z.string(), locale: z.string() })).optional();

const authorSchema = z.object({
  ...documentFields,
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  role: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
  photo: mediaSchema.nullable().optional(),
  localizations: authorLocalizationsSchema,
});

export type Author = {
  id: number;
  documentId: string;
  locale: Locale;
  name: string;
  slug: string;
  role: string;
  bio: string;
  photo: Media | null;
  /** The author page's id and slug in each language it exists in. */
  versions: AuthorVersions;
};

export type AuthorVersions = Partial<Record<Locale, { id: number; slug: string }>>;

/** An author page's id and slug in each language: the version at hand and its localizations. */
export function authorVersions(locale: Locale, author: { id: number; slug: string; localizations?: z.infer<typeof authorLocalizationsSchema> }): AuthorVersions {
  const versions: AuthorVersions = { [locale]: { id: author.id, slug: author.slug } };
  for (const other of author.localizations ?? []) if (isLocale(other.locale)) versions[other.locale] = { id: other.id, slug: other.slug };
  return versions;
}

/** An author by the id of one of its language versions. Memoized for metadata and page. */
export const getAuthor = cache(async (id: number, locale: Locale): Promise<Author | null> => {
  const raw = await findFirst('author', '/authors', authorSchema, locale, { id: { $eq: id } });
  if (!raw) return null;
  const versions = authorVersions(raw.locale, raw);
  return {
    id: raw.id,
    documentId: raw.documentId,
    locale: raw.locale,
    name: raw.name,
    slug: raw.slug,
    role: raw.role ?? '',
    bio: raw.bio ?? '',
    photo: toMedia(raw.photo),
    versions,
  };
});
