import { isProvince, isSector, type Locale, type Province, type Sector } from '@standplaats/shared';
import type { CompanyQuery } from '@/lib/cms/companies';
import type { ProductQuery } from '@/lib/cms/products';
import { PAGE_PARAM } from '@/lib/paths';
import { canonicalQuery, chosenFilters, LETTERS, MAX_CITY, MAX_KEYWORD, pageOf, paramValues, type SearchParams } from '../list-query';

export { canonicalSearch, withQuery } from '../list-query';

// The company directory's and the product guide's filters live in the URL (GET forms), as the
// calendar's do: /bedrijvengids?sector=catering&provincie=utrecht&letter=b. One canonical query
// per selection: fixed order, defaults and empty fields left out.

export type DirectoryFilters = { sector?: Sector; province?: Province; city?: string; letter?: string; keyword?: string; page: number };
export type ProductFilters = { category?: Sector; company?: string; keyword?: string; page: number };

/** Query parameter names, in the order links write them. */
export const DIRECTORY_PARAM = { sector: 'sector', province: 'provincie', city: 'plaats', letter: 'letter', keyword: 'q', page: PAGE_PARAM } as const;
export const PRODUCT_PARAM = { category: 'categorie', company: 'bedrijf', keyword: 'q', page: PAGE_PARAM } as const;

/** The directory's filters in a URL; null when a value cannot be one (the page answers 404). */
export function parseDirectoryParams(searchParams: SearchParams): DirectoryFilters | null {
  const values = paramValues(searchParams, DIRECTORY_PARAM);
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

export const directoryQuery = (filters: DirectoryFilters) => canonicalQuery(filters, DIRECTORY_PARAM);

/** The product guide's filters in a URL; null when a value cannot be one. */
export function parseProductParams(searchParams: SearchParams): ProductFilters | null {
  const values = paramValues(searchParams, PRODUCT_PARAM);
  if (!values) return null;
  const { category, company, keyword } = values;
  if (category !== undefined && !isSector(category)) return null;
  if (company !== undefined && !/^[a-z0-9]{16,32}$/.test(company)) return null;
  if ((keyword?.length ?? 0) > MAX_KEYWORD) return null;
  const page = pageOf(values.page);
  if (page === null) return null;
  return { category, company, keyword, page };
}

export const productQuery = (filters: ProductFilters) => canonicalQuery(filters, PRODUCT_PARAM);

export const isDirectoryFiltered = (f: DirectoryFilters) => chosenFilters(f) > 0;
export const isProductFiltered = (f: ProductFilters) => chosenFilters(f) > 0;

export const companyQuery = (f: DirectoryFilters, locale: Locale): CompanyQuery => ({
  locale, sector: f.sector, province: f.province, city: f.city, letter: f.letter, keyword: f.keyword, page: f.page,
});

export const productListQuery = (f: ProductFilters, locale: Locale): ProductQuery => ({
  locale, category: f.category, company: f.company, keyword: f.keyword, page: f.page,
});
