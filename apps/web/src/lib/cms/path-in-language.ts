import { locales, type Locale } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { getArticle } from './articles';
import { getEvent } from './events';
import { getMagazine } from './magazines';
import { isSlug } from './strapi';
import { getVacancy } from './vacancies';

type Versioned = { slugs: Partial<Record<Locale, string>> } | null;

/** The site paths that name a document by slug, and how to find it. */
const BY_SLUG: { pattern: RegExp; get: (slug: string, locale: Locale) => Promise<Versioned>; path: (slug: string) => string }[] = [
  { pattern: /^\/nieuws\/([^/]+)$/, get: getArticle, path: paths.article },
  { pattern: /^\/kalender\/([^/]+)$/, get: getEvent, path: paths.event },
  { pattern: /^\/vacatures\/([^/]+)$/, get: getVacancy, path: paths.vacancy },
  { pattern: /^\/magazines\/([^/]+)$/, get: getMagazine, path: paths.magazine },
];

/**
 * A site path an editor typed (a wire item's link, one field for both languages) for a page in
 * `locale`: a document it names by another language's slug is named by its version in `locale`.
 * Any other path stays as it is.
 */
export async function pathInLanguage(path: string, locale: Locale): Promise<string> {
  for (const { pattern, get, path: toPath } of BY_SLUG) {
    const slug = pattern.exec(path)?.[1];
    if (!slug || !isSlug(slug) || (await get(slug, locale))) continue;
    for (const other of locales.filter((language) => language !== locale)) {
      const version = (await get(slug, other))?.slugs[locale];
      if (version) return toPath(version);
    }
  }
  return path;
}
