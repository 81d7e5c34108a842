import { employmentTypes, functionAreas, FULL_TIME_HOURS, jobLevels, provinces, type EmploymentType, type FunctionArea, type JobLevel, type Province } from '@standplaats/shared';
import type { VacancyQuery } from '@/lib/cms/vacancies';
import { PAGE_PARAM } from '@/lib/paths';
import { canonicalQuery, canonicalSearch as canonicalListSearch, chosenFilters, MAX_CITY, MAX_KEYWORD, pageOf, paramValues, withQuery, type SearchParams } from '../list-query';

export { withQuery };

// The job board's filters live in the URL (a GET form), as the calendar's do, so a selection can
// be shared, bookmarked and followed as a feed: /vacatures?functie=techniek&uren=voltijd.

/** Hours a week: full-time, part-time, or a range such as `16-24`. */
export type Hours = { min?: number; max?: number };

export type VacancyFilters = {
  functionArea?: FunctionArea;
  province?: Province;
  city?: string;
  /** The `uren` value as given (`voltijd`, `deeltijd`, `16-24`), canonical. */
  hours?: string;
  employmentType?: EmploymentType;
  level?: JobLevel;
  /** A company's slug. */
  company?: string;
  keyword?: string;
  page: number;
};

/** Query parameter names, in the order the form sends them and links write them. */
export const PARAM = {
  functionArea: 'functie',
  province: 'provincie',
  city: 'plaats',
  hours: 'uren',
  employmentType: 'dienstverband',
  level: 'niveau',
  company: 'bedrijf',
  keyword: 'q',
  page: PAGE_PARAM,
} as const;

export const FULL_TIME = 'voltijd';
export const PART_TIME = 'deeltijd';
/** The ranges the form offers; any `a-b` within 1–60 is understood. */
export const HOUR_RANGES = ['1-16', '16-24', '24-32', '32-40'] as const;
const MAX_HOURS = 60;

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The hours of an `uren` value; null when it is none. */
export function parseHours(value: string): Hours | null {
  if (value === FULL_TIME) return { min: FULL_TIME_HOURS };
  if (value === PART_TIME) return { max: FULL_TIME_HOURS - 1 };
  const match = /^([1-9]\d?)-([1-9]\d?)$/.exec(value);
  if (!match) return null;
  const [min, max] = [Number(match[1]), Number(match[2])];
  return min <= max && max <= MAX_HOURS ? { min, max } : null;
}

/**
 * The filters in a job-board URL; null when a value cannot be one (an unknown area, hours
 * `40-16`, page 0), which the page answers with a 404. Empty values, as a GET form sends for
 * fields left alone, are absent.
 */
export function parseVacancyParams(searchParams: SearchParams): VacancyFilters | null {
  const values = paramValues(searchParams, PARAM);
  if (!values) return null;
  const { functionArea, province, city, hours, employmentType, level, company, keyword } = values;
  if (functionArea !== undefined && !includes(functionAreas, functionArea)) return null;
  if (province !== undefined && !includes(provinces, province)) return null;
  if (employmentType !== undefined && !includes(employmentTypes, employmentType)) return null;
  if (level !== undefined && !includes(jobLevels, level)) return null;
  if (hours !== undefined && !parseHours(hours)) return null;
  if (company !== undefined && !/^[a-z0-9-]{1,150}$/.test(company)) return null;
  if ((city?.length ?? 0) > MAX_CITY || (keyword?.length ?? 0) > MAX_KEYWORD) return null;
  const page = pageOf(values.page);
  if (page === null) return null;
  return { functionArea, province, city, hours, employmentType, level, company, keyword, page };
}

/** The canonical query string of filters: fixed order, defaults left out, so one selection has one URL. */
export const vacancyQuery = (filters: VacancyFilters) => canonicalQuery(filters, PARAM);

/**
 * The query a job-board URL should have, or null when it has it: the filters' canonical query,
 * then any parameters the board does not know (a campaign tag), kept as they came.
 */
export const canonicalSearch = (searchParams: SearchParams, filters: VacancyFilters) => canonicalListSearch(searchParams, vacancyQuery(filters), PARAM);

/** Whether anything narrows the board. */
export const isFiltered = (filters: VacancyFilters) => chosenFilters(filters) > 0;

/** The reader's query for the filters. */
export function vacancyListQuery(filters: VacancyFilters, locale: VacancyQuery['locale']): VacancyQuery {
  const { functionArea, province, city, employmentType, level, company, keyword, page } = filters;
  return { locale, functionArea, province, city, employmentType, level, company, keyword, page, hours: filters.hours ? (parseHours(filters.hours) ?? undefined) : undefined };
}
