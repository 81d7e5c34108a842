import { typeLists, typeListWords, type TypeList } from '@standplaats/shared';
import { words } from './normalise';
import type { SearchType } from './sources';

/** The lists whose words a document of a type (and, for events, a kind) is indexed with. */
function listsOf(type: SearchType, kind?: string | null): TypeList[] {
  if (type === 'event') return ['events', ...(kind === 'beurs' ? (['fairs'] as const) : kind === 'congres' ? (['congresses'] as const) : [])];
  const lists: Partial<Record<SearchType, TypeList>> = { vacancy: 'vacancies', company: 'companies', venue: 'venues', product: 'products' };
  return lists[type] ? [lists[type]] : [];
}

/** The words a document is indexed with besides its text (packages/shared/src/search.ts). */
export const typeWordsOf = (type: SearchType, kind?: string | null) => listsOf(type, kind).flatMap((list) => typeListWords[list]).join(' ');

/** The lists a reader's query names, in the order of typeLists. */
export function listsNamed(query: string): TypeList[] {
  const typed = new Set(words(query));
  return typeLists.filter((list) => typeListWords[list].some((word) => typed.has(word)));
}
