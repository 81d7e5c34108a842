import { provinces, type Province } from '@standplaats/shared';
import type { VenueQuery } from '@/lib/cms/venues';
import { PAGE_PARAM } from '@/lib/paths';
import { facilities, facilityOfSlug, facilitySlugs, isVenueType, type Facility, type VenueType } from './model';
import { canonicalSearch, chosenFilters, MAX_CITY, pageOf, paramValues, withQuery, type SearchParams } from '../list-query';

export { withQuery };

// The location finder's filters live in the URL (a GET form), so a selection can be shared and
// works without JavaScript: /locatie-finder?provincie=utrecht&type=beurshal&voorziening=parkeren.

export type VenueFilters = {
  province?: Province;
  city?: string;
  type?: VenueType;
  /** At least this many guests. */
  minCapacity?: number;
  /** Every one of these, in the fixed order of the list. */
  facilities: Facility[];
  page: number;
};

/** Query parameter names, in the order the form sends them and links write them. */
export const PARAM = {
  province: 'provincie',
  city: 'plaats',
  type: 'type',
  minCapacity: 'capaciteit',
  facility: 'voorziening',
  page: PAGE_PARAM,
} as const;

/** The capacities the form offers; any whole number in the URL is taken. */
export const CAPACITY_STEPS = [50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000] as const;
const MAX_CAPACITY = 1_000_000;

/** The parameters that take one value (a facility may be given more than once). */
const SINGLE = { province: PARAM.province, city: PARAM.city, type: PARAM.type, minCapacity: PARAM.minCapacity, page: PARAM.page };

/**
 * The filters in a finder URL; null when a value cannot be one (an unknown type or facility,
 * capacity `-5`, page 0, a parameter given twice that takes one value), which the page answers
 * with a 404. Empty values, as a GET form sends for fields left alone, are absent.
 */
export function parseVenueParams(searchParams: SearchParams): VenueFilters | null {
  const values = paramValues(searchParams, SINGLE);
  if (!values) return null;
  const { province, city, type, minCapacity: capacity, page } = values;
  if (province !== undefined && !(provinces as readonly string[]).includes(province)) return null;
  if (type !== undefined && !isVenueType(type)) return null;
  if ((city?.length ?? 0) > MAX_CITY) return null;
  if (capacity !== undefined && (!/^[1-9]\d{0,6}$/.test(capacity) || Number(capacity) > MAX_CAPACITY)) return null;
  const chosen = new Set<Facility>();
  for (const slug of [searchParams[PARAM.facility] ?? []].flat()) {
    if (!slug.trim()) continue;
    const facility = facilityOfSlug(slug.trim());
    if (!facility) return null;
    chosen.add(facility);
  }
  const pageNo = pageOf(page);
  if (pageNo === null) return null;
  return {
    province: province as Province | undefined,
    city,
    type: type as VenueType | undefined,
    minCapacity: capacity === undefined ? undefined : Number(capacity),
    facilities: facilities.filter((facility) => chosen.has(facility)),
    page: pageNo,
  };
}

/** The canonical query string of filters: fixed order, defaults left out, so a selection has one URL. */
export function venueQueryString(filters: VenueFilters): string {
  const query = new URLSearchParams();
  if (filters.province) query.set(PARAM.province, filters.province);
  if (filters.city) query.set(PARAM.city, filters.city);
  if (filters.type) query.set(PARAM.type, filters.type);
  if (filters.minCapacity) query.set(PARAM.minCapacity, String(filters.minCapacity));
  for (const facility of facilities) if (filters.facilities.includes(facility)) query.append(PARAM.facility, facilitySlugs[facility]);
  if (filters.page > 1) query.set(PARAM.page, String(filters.page));
  return query.toString();
}

/**
 * The query a finder URL should have, or null when it has it: the filters' canonical query,
 * then any parameters the finder does not know (a campaign tag), kept as they came.
 */
export const canonicalVenueSearch = (searchParams: SearchParams, filters: VenueFilters) => canonicalSearch(searchParams, venueQueryString(filters), PARAM);

/** A link to the finder at `path` with the filters, changed by `change`; back to page 1 unless it says otherwise. */
export const venueFinderHref = (path: string, filters: VenueFilters, change: Partial<VenueFilters> = {}) =>
  withQuery(path, venueQueryString({ ...filters, page: 1, ...change }));

/** Whether anything narrows the list. */
export const isFiltered = (filters: VenueFilters) => chosenFilters(filters) > 0;

/** The reader's query for the filters. */
export const venueQuery = ({ province, city, type, minCapacity, facilities: chosen, page }: VenueFilters): VenueQuery => ({
  province,
  city,
  type,
  minCapacity,
  facilities: chosen,
  page,
});
