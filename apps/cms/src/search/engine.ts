import { didYouMean } from './did-you-mean';
import { matcher, segments, snippet, type Segment } from './highlight';
import { isStopword, stem, words, type Language } from './normalise';
import type { SearchType } from './sources';
import { EXACT, languageOf, type CountsAtLeast, type SearchStore, type StoredHit, type Term } from './store';
import type { TypeList } from '@standplaats/shared';
import { listsNamed } from './type-words';

/** What a reader types is cut to this many characters, and to this many words. */
export const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;

export type SearchRequest = {
  q: string;
  locale: string;
  type?: SearchType;
  when?: 'upcoming' | 'past';
  sort: 'relevance' | 'date';
  page: number;
  pageSize: number;
};

export type SearchResult = {
  type: SearchType;
  documentId: string;
  locale: string;
  slug: string | null;
  id: number | null;
  title: Segment[];
  snippet: Segment[];
  date: string | null;
  place: string | null;
  company: string | null;
  /** For events: still to come (or going on). */
  upcoming: boolean | null;
};

export type SearchAnswer = {
  data: SearchResult[];
  meta: {
    query: string;
    total: number;
    page: number;
    pageSize: number;
    pageCount: number;
    facets: { types: Partial<Record<SearchType, number>>; when: { upcoming: number; past: number } };
    /** The counts above that stopped at the index's limit: there are more than that. */
    atLeast: CountsAtLeast;
    didYouMean: string | null;
    /** The kinds of result the query names ("vacatures"), whose lists the site links to. */
    lists: TypeList[];
  };
};

/**
 * A reader's text as terms: folded words (so search syntax is only text), stopwords dropped unless
 * nothing else is left, the last word also as a prefix while it is being typed.
 */
export function toTerms(q: string, locale: string): Term[] {
  const text = q.slice(0, MAX_QUERY_LENGTH);
  const language = languageOf(locale);
  const all = words(text).slice(0, MAX_WORDS);
  const meaningful = all.filter((word) => !isStopword(word, language));
  const chosen = meaningful.length > 0 ? meaningful : all;
  const typing = !/\s$/.test(text);
  return chosen.map((word, index) => ({
    word,
    stem: stem(word, language),
    prefix: typing && index === chosen.length - 1 && word.length >= 2,
  }));
}

/** One matcher a language for all of a search's hits, so each distinct word is judged once. */
function matchersFor(terms: Term[]) {
  const made = new Map<Language, (token: string) => boolean>();
  return (language: Language) => {
    let found = made.get(language);
    if (!found) made.set(language, (found = matcher(terms, language)));
    return found;
  };
}

function present(hit: StoredHit, matchers: (language: Language) => (token: string) => boolean, now: number): SearchResult {
  const isMatch = matchers(languageOf(hit.locale));
  return {
    type: hit.type,
    documentId: hit.documentId,
    locale: hit.locale,
    slug: hit.slug,
    id: hit.refId,
    title: segments(hit.title, isMatch),
    snippet: snippet(hit.body, isMatch),
    date: hit.date === null ? null : new Date(hit.date).toISOString(),
    place: hit.place,
    company: hit.company,
    upcoming: hit.type === 'event' && hit.until !== null ? hit.until >= now : null,
  };
}

export async function search(store: SearchStore, request: SearchRequest, now = Date.now()): Promise<SearchAnswer> {
  const terms = toTerms(request.q, request.locale);
  const query = terms.map((term) => term.word).join(' ');
  const empty = { total: 0, hits: [], types: {}, upcoming: 0, past: 0, atLeast: EXACT };
  const answer = terms.length === 0
    ? empty
    : await store.search({
        locale: request.locale, terms, type: request.type, when: request.when, sort: request.sort,
        offset: (request.page - 1) * request.pageSize, limit: request.pageSize, now,
      });
  // Only a search that finds little offers another spelling; a known word is never "corrected",
  // and a spelling that finds nothing either is not offered.
  const respelled = answer.total < 3 && terms.length > 0 ? await didYouMean(store, terms.map((term) => term.word)) : null;
  const suggestion = respelled && (await findsAny(store, respelled, request, now)) ? respelled : null;
  const matchers = matchersFor(terms);
  return {
    data: answer.hits.map((hit) => present(hit, matchers, now)),
    meta: {
      query,
      total: answer.total,
      page: request.page,
      pageSize: request.pageSize,
      pageCount: Math.ceil(answer.total / request.pageSize),
      facets: { types: answer.types, when: { upcoming: answer.upcoming, past: answer.past } },
      atLeast: answer.atLeast,
      didYouMean: suggestion,
      lists: listsNamed(request.q.slice(0, MAX_QUERY_LENGTH)),
    },
  };
}

/** Whether a query finds anything of what the reader asked for (its type and time). */
async function findsAny(store: SearchStore, q: string, request: SearchRequest, now: number) {
  // Whole words: a spelling offered is one the reader has finished typing.
  const terms = toTerms(`${q} `, request.locale);
  const { hits } = await store.search({ locale: request.locale, terms, type: request.type, when: request.when, sort: 'relevance', offset: 0, limit: 1, now, suggestions: true });
  return hits.length > 0;
}

/**
 * The best few matches while a reader types, the last word as a prefix: those with the words in
 * the title first, then those with them anywhere ("jaarbeurs utrecht": events at the Jaarbeurs,
 * whose titles do not say Utrecht).
 */
export async function suggest(store: SearchStore, q: string, locale: string, limit: number, now = Date.now()) {
  const terms = toTerms(q, locale);
  if (terms.length === 0) return [];
  const answer = await store.search({ locale, terms, sort: 'relevance', offset: 0, limit, now, suggestions: true });
  const matchers = matchersFor(terms);
  return answer.hits.map((hit) => {
    const result = present(hit, matchers, now);
    return { type: result.type, documentId: result.documentId, slug: result.slug, id: result.id, title: result.title, date: result.date, place: result.place };
  });
}
