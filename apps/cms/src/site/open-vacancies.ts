// The one rule of what the public may see of vacancies; the routes, the site's lists, the sitemap
// and search all ask this file (import `openVacancyFilters` / `isOpenVacancy`). A vacancy is open
// through its closing date, a day in the Netherlands.

import { dutchDate } from '../utils/dutch-date';

export const VACANCY_UID = 'api::vacancy.vacancy';

/**
 * Document-service filters for open vacancies: approved (`published`) and not past their closing
 * date. Pending, rejected, withdrawn, filled and expired ones never match. Combine with the
 * published status of draft & publish.
 */
export const openVacancyFilters = (now = new Date()) => ({
  listingStatus: { $eq: 'published' },
  $or: [{ validThrough: { $null: true } }, { validThrough: { $gte: dutchDate(now) } }],
});

type VacancyFacts = { listingStatus?: string | null; validThrough?: string | Date | null; publishedAt?: unknown };

const dateOf = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The same rule for one vacancy row. */
export const isOpenVacancy = (vacancy: VacancyFacts, now = new Date()) =>
  vacancy.listingStatus === 'published' && (!vacancy.validThrough || dateOf(vacancy.validThrough) >= dutchDate(now));

/**
 * Ended: its closing date passed, or it was filled or withdrawn. One that was public once (has a
 * published version) answers 410 with the same page whichever way it ended.
 */
export const isClosedVacancy = (vacancy: VacancyFacts, now = new Date()) =>
  vacancy.listingStatus === 'expired' ||
  vacancy.listingStatus === 'filled' ||
  vacancy.listingStatus === 'withdrawn' ||
  (vacancy.listingStatus === 'published' && Boolean(vacancy.validThrough) && dateOf(vacancy.validThrough!) < dutchDate(now));
