import type { TypeList } from '@standplaats/shared';
import { PAGE_PARAM, paths } from '@/lib/paths';

/** The kinds of result, by the CMS's name, with the Dutch word that stands for each in the URL. */
export const RESULT_TYPES = {
  article: 'nieuws',
  event: 'evenement',
  vacancy: 'vacature',
  company: 'bedrijf',
  product: 'product',
  venue: 'locatie',
  magazine: 'magazine',
  page: 'pagina',
  exhibitor: 'stand',
} as const;
export type ResultType = keyof typeof RESULT_TYPES;
export const resultTypes = Object.keys(RESULT_TYPES) as ResultType[];

/** The lists of the kinds a query can name ("vacatures", "beurzen"), which the results page links to. */
export const TYPE_LIST_PATHS: Record<TypeList, string> = {
  vacancies: paths.vacancies,
  events: paths.calendar,
  fairs: paths.page('beurzen'),
  congresses: paths.page('congressen'),
  companies: paths.directory,
  venues: paths.venueFinder,
  products: paths.productGuide,
};

const WHEN = { upcoming: 'komend', past: 'voorbij' } as const;
type When = keyof typeof WHEN;

/** The search's URL parameters (the search box's `q` is what the WebSite JSON-LD advertises). */
export const SEARCH_PARAM = { q: 'q', type: 'soort', when: 'wanneer', sort: 'sortering', page: PAGE_PARAM } as const;
const MAX_QUERY = 200;

export type SearchState = { q: string; type?: ResultType; when?: When; sort: 'relevance' | 'date'; page: number };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const keyOf = <K extends string>(map: Record<K, string>, value: string | undefined) =>
  (Object.keys(map) as K[]).find((key) => map[key] === value);

/**
 * The search of a URL. Whatever a reader typed is a query (cut to a sane length); a facet value
 * that is not one is ignored rather than refused, so a hand-edited link still searches.
 */
export function parseSearchParams(params: Record<string, string | string[] | undefined>): SearchState {
  const q = (first(params[SEARCH_PARAM.q]) ?? '').slice(0, MAX_QUERY);
  const type = keyOf(RESULT_TYPES, first(params[SEARCH_PARAM.type]));
  const when = type === undefined || type === 'event' ? keyOf(WHEN, first(params[SEARCH_PARAM.when])) : undefined;
  const sort = first(params[SEARCH_PARAM.sort]) === 'datum' ? 'date' : 'relevance';
  const rawPage = first(params[SEARCH_PARAM.page]) ?? '1';
  const page = /^[1-9]\d{0,2}$/.test(rawPage) ? Math.min(Number(rawPage), 100) : 1;
  return { q, type, when, sort, page };
}

/** The URL query of a search, in a fixed order, without defaults (page 1, relevance). */
export function searchQuery(state: SearchState): string {
  const params = new URLSearchParams();
  params.set(SEARCH_PARAM.q, state.q);
  if (state.type) params.set(SEARCH_PARAM.type, RESULT_TYPES[state.type]);
  if (state.when) params.set(SEARCH_PARAM.when, WHEN[state.when]);
  if (state.sort === 'date') params.set(SEARCH_PARAM.sort, 'datum');
  if (state.page > 1) params.set(SEARCH_PARAM.page, String(state.page));
  return params.toString();
}
