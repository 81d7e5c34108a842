// What every filtered list (calendar, directory, product guide, venue finder, job board) does with
// its query string: one canonical URL per selection.

import { pageNumber, PAGE_PARAM } from '@/lib/paths';

export type SearchParams = Record<string, string | string[] | undefined>;

export const MAX_KEYWORD = 100;
export const MAX_CITY = 120;
/** The letters of the A–Z indexes and the letter filters (lower case in the URL). */
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** How many of a list's filters hold a choice: all its fields but the page, a set of boxes (a list) counting once. */
export const chosenFilters = <Filters extends { page: number }>(filters: Filters) =>
  Object.entries(filters).filter(([key, value]) => key !== 'page' && (Array.isArray(value) ? value.length > 0 : Boolean(value))).length;

/**
 * The trimmed, non-empty values of the named one-value parameters; null when one is given twice.
 * Empty values, as a GET form sends for fields left alone, are absent.
 */
export function paramValues<K extends string>(searchParams: SearchParams, names: Record<K, string>): Partial<Record<K, string>> | null {
  const values: Partial<Record<K, string>> = {};
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const raw = searchParams[name];
    if (Array.isArray(raw)) return null;
    const value = raw?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/** The page number of a `pagina` value: 1 when absent, null when it is no page. */
export const pageOf = (raw: string | undefined) => pageNumber(raw === undefined ? {} : { [PAGE_PARAM]: raw });

/**
 * The canonical query of filters whose every field is one parameter: in the order of `names`,
 * empty fields and page 1 left out, so one selection has one URL.
 */
export function canonicalQuery<K extends string>(filters: { readonly [key in K]?: string | number }, names: Record<K, string>): string {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const value = filters[key];
    if (name === PAGE_PARAM ? Number(value) > 1 : value) query.set(name, String(value));
  }
  return query.toString();
}

/**
 * The query a list URL should have, or null when it has it: the filters' canonical query, then
 * any parameters the list does not know (a campaign tag), kept as they came. `names` are the
 * list's own parameter names.
 */
export function canonicalSearch(searchParams: SearchParams, canonicalQuery: string, names: Record<string, string>): string | null {
  const known = new Set<string>(Object.values(names));
  const others = queryString(Object.fromEntries(Object.entries(searchParams).filter(([name]) => !known.has(name))));
  const wanted = [canonicalQuery, others].filter(Boolean).join('&');
  return wanted === queryString(searchParams) ? null : wanted;
}

/** Search parameters as the query string they came in, in their order (empty without any). */
export function queryString(searchParams: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) for (const one of [value ?? []].flat()) query.append(name, one);
  return query.toString();
}
