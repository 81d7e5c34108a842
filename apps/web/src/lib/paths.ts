import type { Locale } from '@standplaats/shared';

// The route table is shared with the CMS, which links to the same pages.
export { paths } from '@standplaats/shared';

/** A page's path in each language it exists in, from what identifies it per language. */
export const pathsPerLanguage = <V>(versions: Partial<Record<Locale, V>>, toPath: (version: V) => string) =>
  Object.fromEntries(Object.entries(versions).map(([locale, version]) => [locale, toPath(version as V)])) as Partial<Record<Locale, string>>;

/**
 * Where a page in `locale` links a document it names (an article's tags and author): its version
 * in that language, else its own (`original`, as the page shows it), in that version's language.
 */
export function linkedVersion<V>(versions: Partial<Record<Locale, V>>, locale: Locale, original: { locale: Locale; version: V }) {
  const own = versions[locale];
  return own === undefined ? original : { locale, version: own };
}

/** The query parameter of list pages; page 1 has none, so every list has one canonical first page. */
export const PAGE_PARAM = 'pagina';

/** A page of a list at `path`, which may carry a query of its own (a filtered calendar). */
export const pageHref = (path: string, page: number) => (page <= 1 ? path : `${path}${path.includes('?') ? '&' : '?'}${PAGE_PARAM}=${page}`);

/**
 * The page number in a list's search params: 1 when absent, null when it is not a positive whole
 * number (the route's validity check turns that into a 404).
 */
export function pageNumber(searchParams: Record<string, string | string[] | undefined>): number | null {
  const raw = searchParams[PAGE_PARAM];
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}
