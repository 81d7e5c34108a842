import 'server-only';
import { z } from 'zod';
import { typeLists, type Locale, type TypeList } from '@standplaats/shared';
import { siteHeaders, visitorHeaders, visitorHeadersOf } from '@/lib/auth/visitor';
import { resultTypes, type ResultType, type SearchState } from '@/lib/search/params';
import { cms } from './index';
import { REVALIDATE_SECONDS, searchTags } from './tags';

const segmentsSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Segment = z.infer<typeof segmentsSchema>[number];

const resultSchema = z.object({
  type: z.enum(resultTypes as [ResultType, ...ResultType[]]),
  documentId: z.string(),
  slug: z.string().nullable(),
  id: z.number().nullable(),
  title: segmentsSchema,
  snippet: segmentsSchema.optional(),
  date: z.string().nullable(),
  place: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  upcoming: z.boolean().nullable().optional(),
});

const answerSchema = z.object({
  data: z.array(resultSchema),
  meta: z.object({
    query: z.string(),
    total: z.number(),
    page: z.number(),
    pageCount: z.number(),
    facets: z.object({
      types: z.partialRecord(z.enum(resultTypes as [ResultType, ...ResultType[]]), z.number()),
      when: z.object({ upcoming: z.number(), past: z.number() }),
    }),
    // Absent when every count is exact.
    atLeast: z
      .object({ total: z.boolean(), types: z.array(z.enum(resultTypes as [ResultType, ...ResultType[]])), upcoming: z.boolean(), past: z.boolean() })
      .default({ total: false, types: [], upcoming: false, past: false }),
    didYouMean: z.string().nullable(),
    // The lists of the kinds of result the query names.
    lists: z.array(z.enum(typeLists)),
  }),
});

export type SearchResult = {
  type: ResultType;
  documentId: string;
  slug: string | null;
  id: number | null;
  title: Segment[];
  snippet: Segment[];
  date: string | null;
  place: string;
  company: string;
  upcoming: boolean | null;
};

export type SearchAnswer = {
  results: SearchResult[];
  total: number;
  page: number;
  pageCount: number;
  types: Partial<Record<ResultType, number>>;
  when: { upcoming: number; past: number };
  /** The counts that are "more than" (the index stops counting a very common word's hits). */
  atLeast: { total: boolean; types: ResultType[]; upcoming: boolean; past: boolean };
  didYouMean: string | null;
  /** The lists of the kinds of result the query names ("vacatures"), to link to. */
  lists: TypeList[];
};

const toResult = (raw: z.infer<typeof resultSchema>): SearchResult => ({
  type: raw.type,
  documentId: raw.documentId,
  slug: raw.slug,
  id: raw.id,
  title: raw.title,
  snippet: raw.snippet ?? [],
  date: raw.date,
  place: raw.place ?? '',
  company: raw.company ?? '',
  upcoming: raw.upcoming ?? null,
});

export const SEARCH_PAGE_SIZE = 10;

// The proxy waits for the count: a slow CMS must not hold the page up (it then renders as before).
const COUNT_TIMEOUT_MS = 1500;

const searchParamsOf = (state: SearchState, locale: Locale) => ({
  q: state.q, locale, type: state.type, when: state.when, sort: state.sort, page: state.page, pageSize: SEARCH_PAGE_SIZE,
});

function toAnswer(body: unknown): SearchAnswer {
  const { data, meta } = answerSchema.parse(body);
  return {
    results: data.map(toResult),
    total: meta.total,
    page: meta.page,
    pageCount: meta.pageCount,
    types: meta.facets.types,
    when: meta.facets.when,
    atLeast: meta.atLeast,
    didYouMean: meta.didYouMean,
    lists: meta.lists,
  };
}

/**
 * The site search, for one reader, never cached: the visitor's address sent along so the CMS
 * limits each reader rather than the site's server. What a reader gets whom `countSearch` could
 * not count (past their limit, or the CMS slow to answer).
 */
export async function searchSite(state: SearchState, locale: Locale): Promise<SearchAnswer> {
  return toAnswer(await cms.get('/search', { params: searchParamsOf(state, locale), headers: await visitorHeaders(), cache: 'no-store' }));
}

/**
 * The results as the page cached for every reader of the same search shows them (lib/list-copies.ts):
 * each reader was counted by `countSearch`, so the CMS neither limits nor logs this call. Expired
 * with the types the results come from.
 */
export async function searchForEveryone(state: SearchState, locale: Locale): Promise<SearchAnswer> {
  const headers = { ...siteHeaders(), 'X-Search-Seen': '1' };
  return toAnswer(await cms.get('/search', { params: searchParamsOf(state, locale), headers, next: { tags: searchTags(), revalidate: REVALIDATE_SECONDS } }));
}

/**
 * Counts a reader's search with the CMS, against their limit and in the query log, before the
 * proxy serves the results from the page cached for everyone. False when the CMS refused (the
 * reader searched too often) or did not answer in time: the page is then rendered for this reader
 * as before, with `searchSite`, and says what went wrong.
 */
export async function countSearch(state: SearchState, locale: Locale, forwardedFor: string | null): Promise<boolean> {
  try {
    const options = { params: searchParamsOf(state, locale), headers: visitorHeadersOf(forwardedFor), cache: 'no-store' as const };
    await cms.post('/search/seen', undefined, { ...options, signal: AbortSignal.timeout(COUNT_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** The best few titles for what a reader is typing (the header box's suggestions). */
export async function suggestSite(q: string, locale: Locale): Promise<SearchResult[]> {
  const body = await cms.get('/search/suggest', { params: { q: q.slice(0, 200), locale, limit: 6 }, headers: await visitorHeaders(), cache: 'no-store' });
  return z.object({ data: z.array(resultSchema) }).parse(body).data.map(toResult);
}
