/** Vacancy facets as the CMS stores them; the values are also the job board's URL filter values. */
export const functionAreas = [
  'standbouw',
  'techniek',
  'evenementen',
  'horeca',
  'sales-marketing',
  'logistiek',
  'beveiliging',
  'ict',
  'creatief',
] as const;
export type FunctionArea = (typeof functionAreas)[number];

export const employmentTypes = ['vast', 'tijdelijk', 'freelance', 'stage', 'bijbaan'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const jobLevels = ['starter', 'medior', 'senior', 'leidinggevend'] as const;
export type JobLevel = (typeof jobLevels)[number];

/**
 * A vacancy's place in its life cycle (WP Job Manager's model): posted vacancies wait as
 * `pending`; editors publish or reject them; published ones end as `expired` (closing date passed)
 * or `filled`; the poster may withdraw one at any time.
 */
export const listingStatuses = ['pending', 'published', 'rejected', 'expired', 'filled', 'withdrawn'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** Full-time from this many hours a week; fewer is part-time. */
export const FULL_TIME_HOURS = 32;
/** A posted vacancy closes after this many days unless the poster chooses otherwise, and at most after MAX. */
export const VACANCY_DEFAULT_DAYS = 30;
export const VACANCY_MAX_DAYS = 90;
