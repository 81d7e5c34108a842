import { isProvince, isSector, type Locale, type Province, type Sector } from '@standplaats/shared';
import type { CompanyQuery } from '@/lib/cms/companies';
import type { ProductQuery } from '@/lib/cms/products';
import { pageNumber, PAGE_PARAM } from '@/lib/paths';
import type { SearchParams } from '../list-query';

export { canonicalSearch, withQuery } from '../list-query';

// The company directory's and the product guide's filters live in the URL (GET forms), as the
// calendar's do: /bedrijvengids?sector=catering&provincie=utrecht&letter=b. One canonical query
// per selection: fixed order, defaults and empty fields left out.

export const MAX_KEYWORD = 100;
export const MAX_CITY = 120;
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

export type DirectoryFilters = { sector?: Sector; province?: Province; city?: string; letter?: string; keyword?: string; page: number };
export type ProductFilters = { category?: Sector; company?: string; keyword?: string; page: number };

/** Query parameter names, in the order links write them. */
export const DIRECTORY_PARAM = { sector: 'sector', province: 'provincie', city: 'plaats', letter: 'letter', keyword: 'q', page: PAGE_PARAM } as const;
export const PRODUCT_PARAM = { category: 'categorie', company: 'bedrijf', keyword: 'q', page: PAGE_PARAM } as const;

/** The trimmed, non-empty values of the named parameters; null when one is given twice. */
function valuesOf<K extends string>(searchParams: SearchParams, names: Record<K, string>): Partial<Record<K, string>> | null {
  const values: Partial<Record<K, string>> = {};
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const raw = searchParams[name];
    if (Array.isArray(raw)) return null;
    const value = raw?.trim();
    if (value) values[key] = value;
  }
  return values;
}

const pageOf = (raw: string | undefined) => pageNumber(raw === undefined ? {} : { [PAGE_PARAM]: raw });

/** The directory's filters in a URL; null when a value cannot be one (the page answers 404). */
export function parseDirectoryParams(searchParams: SearchParams): DirectoryFilters | null {
  const values = valuesOf(searchParams, DIRECTORY_PARAM);
  if (!values) return null;
  const { sector, province, city, keyword } = values;
  const letter = values.letter?.toLowerCase();
  if (sector !== undefined && !isSector(sector)) return null;
  if (province !== undefined && !isProvince(province)) return null;
  if (letter !== undefined && !LETTERS.includes(letter)) return null;
  if ((city?.length ?? 0) > MAX_CITY || (keyword?.length ?? 0) > MAX_KEYWORD) return null;
  const page = pageOf(values.page);
  if (page === null) return null;
  return { sector, province, city, letter, keyword, page };
}

export function directoryQuery(filters: DirectoryFilters): string {
  const query = new URLSearchParams();
  if (filters.sector) query.set(DIRECTORY_PARAM.sector, filters.sector);
  if (filters.province) query.set(DIRECTORY_PARAM.province, filters.province);
  if (filters.city) query.set(DIRECTORY_PARAM.city, filters.city);
  if (filters.letter) query.set(DIRECTORY_PARAM.letter, filters.letter);
  if (filters.keyword) query.set(DIRECTORY_PARAM.keyword, filters.keyword);
  if (filters.page > 1) query.set(DIRECTORY_PARAM.page, String(filters.page));
  return query.toString();
}

/** The product guide's filters in a URL; null when a value cannot be one. */
export function parseProductParams(searchParams: SearchParams): ProductFilters | null {
  const values = valuesOf(searchParams, PRODUCT_PARAM);
  if (!values) return null;
  const { category, company, keyword } = values;
  if (category !== undefined && !isSector(category)) return null;
  if (company !== undefined && !/^[a-z0-9]{16,32}$/.test(company)) return null;
  if ((keyword?.length ?? 0) > MAX_KEYWORD) return null;
  const page = pageOf(values.page);
  if (page === null) return null;
  return { category, company, keyword, page };
}

export function productQuery(filters: ProductFilters): string {
  const query = new URLSearchParams();
  if (filters.category) query.set(PRODUCT_PARAM.category, filters.category);
  if (filters.company) query.set(PRODUCT_PARAM.company, filters.company);
  if (filters.keyword) query.set(PRODUCT_PARAM.keyword, filters.keyword);
  if (filters.page > 1) query.set(PRODUCT_PARAM.page, String(filters.page));
  return query.toString();
}

export const isDirectoryFiltered = (f: DirectoryFilters) => Boolean(f.sector || f.province || f.city || f.letter || f.keyword);
export const isProductFiltered = (f: ProductFilters) => Boolean(f.category || f.company || f.keyword);

export const companyQuery = (f: DirectoryFilters, locale: Locale): CompanyQuery => ({
  locale, sector: f.sector, province: f.province, city: f.city, letter: f.letter, keyword: f.keyword, page: f.page,
});

export const productListQuery = (f: ProductFilters, locale: Locale): ProductQuery => ({
  locale, category: f.category, company: f.company, keyword: f.keyword, page: f.page,
});
