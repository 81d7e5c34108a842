import { isSector, STAND_LABEL, type Sector } from '@standplaats/shared';
import type { ExhibitorQuery } from '@/lib/cms/exhibitors';
import { pageNumber, PAGE_PARAM, paths } from '@/lib/paths';
import { canonicalSearch, withQuery, type SearchParams } from '../list-query';

export { canonicalSearch, withQuery };

// A fair's exhibitor list and floor plan keep what they show in the URL (GET forms and links), as
// the other lists do: /kalender/{slug}/exposanten?hal=1&sector=catering&letter=b and
// /kalender/{slug}/plattegrond?stand=1.B12. One canonical query per selection.

export const MAX_KEYWORD = 100;
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const HALL = /^[0-9A-Za-z]{1,10}$/;

export type ExhibitorFilters = { hall?: string; sector?: Sector; category?: Sector; letter?: string; keyword?: string; page: number };

/** Query parameter names, in the order links write them. */
export const EXHIBITOR_PARAM = { hall: 'hal', sector: 'sector', category: 'categorie', letter: 'letter', keyword: 'q', page: PAGE_PARAM } as const;
export const PLAN_PARAM = { hall: 'hal', stand: 'stand' } as const;

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

/** The exhibitor list's filters in a URL; null when a value cannot be one (the page answers 404). */
export function parseExhibitorParams(searchParams: SearchParams): ExhibitorFilters | null {
  const values = valuesOf(searchParams, EXHIBITOR_PARAM);
  if (!values) return null;
  const { hall, sector, category, keyword } = values;
  const letter = values.letter?.toLowerCase();
  if (hall !== undefined && !HALL.test(hall)) return null;
  if (sector !== undefined && !isSector(sector)) return null;
  if (category !== undefined && !isSector(category)) return null;
  if (letter !== undefined && !LETTERS.includes(letter)) return null;
  if ((keyword?.length ?? 0) > MAX_KEYWORD) return null;
  const page = pageNumber(values.page === undefined ? {} : { [PAGE_PARAM]: values.page });
  if (page === null) return null;
  return { hall, sector, category, letter, keyword, page };
}

export function exhibitorQuery(filters: ExhibitorFilters): string {
  const query = new URLSearchParams();
  if (filters.hall) query.set(EXHIBITOR_PARAM.hall, filters.hall);
  if (filters.sector) query.set(EXHIBITOR_PARAM.sector, filters.sector);
  if (filters.category) query.set(EXHIBITOR_PARAM.category, filters.category);
  if (filters.letter) query.set(EXHIBITOR_PARAM.letter, filters.letter);
  if (filters.keyword) query.set(EXHIBITOR_PARAM.keyword, filters.keyword);
  if (filters.page > 1) query.set(EXHIBITOR_PARAM.page, String(filters.page));
  return query.toString();
}

/** Whether anything narrows the list. */
export const isExhibitorFiltered = (filters: ExhibitorFilters) => Boolean(filters.hall || filters.sector || filters.category || filters.letter || filters.keyword);

/** The reader's query for a fair's filters. */
export const exhibitorListQuery = (event: string, filters: ExhibitorFilters): ExhibitorQuery => ({ event, ...filters });

/** A stand as visitors read it on the floor and in the catalogue: hall code, a dot, the stand number ("1.B12"). */
export const standLabel = (hall: string, stand: string) => `${hall}.${stand}`;

/** What the plan shows: a hall (the first when none is named), and a stand to highlight in it. */
export type PlanSelection = { hall?: string; stand?: { hall: string; number: string } };

/**
 * The plan's selection in a URL; null when a value cannot be one. A stand names its hall
 * (`?stand=1.B12`), so a hall beside it is left out of the canonical query.
 */
export function parsePlanParams(searchParams: SearchParams): PlanSelection | null {
  const values = valuesOf(searchParams, PLAN_PARAM);
  if (!values) return null;
  if (values.hall !== undefined && !HALL.test(values.hall)) return null;
  if (values.stand === undefined) return { hall: values.hall };
  const stand = parseStandLabel(values.stand);
  return stand && { hall: stand.hall, stand };
}

/** A stand label ("1.B12") as its hall code and number; null when it cannot be one. */
export function parseStandLabel(label: string): { hall: string; number: string } | null {
  if (!STAND_LABEL.test(label)) return null;
  const [hall, number] = label.split('.');
  return { hall: hall!, number: number! };
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
