import { permanentRedirect } from 'next/navigation';
import { defaultLocale, localisedPath, locales, type Locale } from '@standplaats/shared';
import { isSlug } from '@/lib/cms/strapi';

type Versions<V> = Partial<Record<Locale, V>>;

/**
 * A document for its page in `locale`, by what identifies one of its versions (a slug, an id): its
 * version in that language. Another language's key moves (308) to the document's version in
 * `locale`, so an old or mistyped link still lands; without one, the Dutch original stands in on
 * the English page (with a notice), and a document only in English lives at its English address.
 * Null when no version has the key.
 */
export async function findInLanguage<K, V, T extends { locale: Locale }>(
  get: (key: K, locale: Locale) => Promise<T | null>,
  key: K,
  locale: Locale,
  versions: (document: T) => Versions<V>,
  path: (version: V) => string,
): Promise<T | null> {
  const own = await get(key, locale);
  if (own) return own;
  for (const other of locales.filter((language) => language !== locale)) {
    const found = await get(key, other);
    if (!found) continue;
    const version = versions(found)[locale];
    if (version) permanentRedirect(localisedPath(locale, path(version)));
    if (other === defaultLocale) return found;
    const original = versions(found)[other];
    if (original) permanentRedirect(localisedPath(other, path(original)));
  }
  return null;
}

/** findInLanguage for the documents found by slug; null for what cannot be a slug. */
export async function findLocalised<T extends { locale: Locale; slugs: Versions<string> }>(
  get: (slug: string, locale: Locale) => Promise<T | null>,
  slug: string,
  locale: Locale,
  path: (slug: string) => string,
): Promise<T | null> {
  return isSlug(slug) ? findInLanguage(get, slug, locale, (document) => document.slugs, path) : null;
}
