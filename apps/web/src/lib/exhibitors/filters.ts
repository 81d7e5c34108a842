import { HALL_CODE, isSector, parseStandLabel, standLabel, type Sector } from '@standplaats/shared';
import { PAGE_PARAM, paths } from '@/lib/paths';
import { canonicalQuery, canonicalSearch, chosenFilters, LETTERS, MAX_KEYWORD, pageOf, paramValues, withQuery, type SearchParams } from '../list-query';

export { canonicalSearch, withQuery };

// A fair's exhibitor list and floor plan keep what they show in the URL (GET forms and links), as
// the other lists do: /kalender/{slug}/exposanten?hal=1&sector=catering&letter=b and
// /kalender/{slug}/plattegrond?stand=1.B12. One canonical query per selection.

export type ExhibitorFilters = { hall?: string; sector?: Sector; category?: Sector; letter?: string; keyword?: string; page: number };

/** Query parameter names, in the order links write them. */
export const EXHIBITOR_PARAM = { hall: 'hal', sector: 'sector', category: 'categorie', letter: 'letter', keyword: 'q', page: PAGE_PARAM } as const;
export const PLAN_PARAM = { hall: 'hal', stand: 'stand' } as const;

/** The exhibitor list's filters in a URL; null when a value cannot be one (the page answers 404). */
export function parseExhibitorParams(searchParams: SearchParams): ExhibitorFilters | null {
  const values = paramValues(searchParams, EXHIBITOR_PARAM);
  if (!values) return null;
  const { hall, sector, category, keyword } = values;
  const letter = values.letter?.toLowerCase();
  if (hall !== undefined && !HALL_CODE.test(hall)) return null;
  if (sector !== undefined && !isSector(sector)) return null;
  if (category !== undefined && !isSector(category)) return null;
  if (letter !== undefined && !LETTERS.includes(letter)) return null;
  if ((keyword?.length ?? 0) > MAX_KEYWORD) return null;
  const page = pageOf(values.page);
  if (page === null) return null;
  return { hall, sector, category, letter, keyword, page };
}

export const exhibitorQuery = (filters: ExhibitorFilters) => canonicalQuery(filters, EXHIBITOR_PARAM);

/** Whether anything narrows the list. */
export const isExhibitorFiltered = (filters: ExhibitorFilters) => chosenFilters(filters) > 0;

/** What the plan shows: a hall (the first when none is named), and a stand to highlight in it. */
export type PlanSelection = { hall?: string; stand?: { hall: string; number: string } };

/**
 * The plan's selection in a URL; null when a value cannot be one. A stand names its hall
 * (`?stand=1.B12`), so a hall beside it is left out of the canonical query.
 */
export function parsePlanParams(searchParams: SearchParams): PlanSelection | null {
  const values = paramValues(searchParams, PLAN_PARAM);
  if (!values) return null;
  if (values.hall !== undefined && !HALL_CODE.test(values.hall)) return null;
  if (values.stand === undefined) return { hall: values.hall };
  const stand = parseStandLabel(values.stand);
  return stand && { hall: stand.hall, stand };
}

export function planQuery(selection: PlanSelection): string {
  const query = new URLSearchParams();
  if (selection.stand) query.set(PLAN_PARAM.stand, standLabel(selection.stand.hall, selection.stand.number));
  else if (selection.hall) query.set(PLAN_PARAM.hall, selection.hall);
  return query.toString();
}

/** The plan of a fair at `eventSlug`, on a hall or a highlighted stand. */
export const planHref = (eventSlug: string, selection: PlanSelection = {}) => withQuery(paths.floorPlan(eventSlug), planQuery(selection));

/** The plan highlighting one stand: where the exhibitor list, the company page and search link. */
export const standHref = (eventSlug: string, hall: string, stand: string) => planHref(eventSlug, { stand: { hall, number: stand } });
