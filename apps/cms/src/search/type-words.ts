import { words } from './normalise';
import type { SearchType } from './sources';

/**
 * The words that name a kind of result, in Dutch and English, singular and plural. Each document
 * of the kind is indexed with them (not in its shown text), so "vacatures" finds the vacancies and
 * "beurzen" the fairs; a search that names one gets a link to the kind's list on the site.
 */
export const TYPE_LISTS = {
  vacancies: ['vacature', 'vacatures', 'vacancy', 'vacancies', 'job', 'jobs'],
  events: ['evenement', 'evenementen', 'event', 'events'],
  fairs: ['beurs', 'beurzen', 'vakbeurs', 'vakbeurzen', 'fair', 'fairs'],
  congresses: ['congres', 'congressen', 'congress', 'congresses', 'conference', 'conferences'],
  companies: ['bedrijf', 'bedrijven', 'company', 'companies'],
  venues: ['locatie', 'locaties', 'venue', 'venues', 'location', 'locations'],
  products: ['product', 'producten', 'products'],
} as const satisfies Record<string, readonly string[]>;

export type TypeList = keyof typeof TYPE_LISTS;

/** The lists whose words a document of a type (and, for events, a kind) is indexed with. */
export function listsOf(type: SearchType, kind?: string | null): TypeList[] {
  if (type === 'event') return ['events', ...(kind === 'beurs' ? (['fairs'] as const) : kind === 'congres' ? (['congresses'] as const) : [])];
  const lists: Partial<Record<SearchType, TypeList>> = { vacancy: 'vacancies', company: 'companies', venue: 'venues', product: 'products' };
  return lists[type] ? [lists[type]] : [];
}

/** The words a document is indexed with besides its text. */
export const typeWordsOf = (type: SearchType, kind?: string | null) => listsOf(type, kind).flatMap((list) => TYPE_LISTS[list]).join(' ');

/** The lists a reader's query names, in the order of TYPE_LISTS. */
export function listsNamed(query: string): TypeList[] {
  const typed = new Set(words(query));
  return (Object.keys(TYPE_LISTS) as TypeList[]).filter((list) => TYPE_LISTS[list].some((word) => typed.has(word)));
}
