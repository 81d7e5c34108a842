import 'server-only';
import { z } from 'zod';
import { typeLists, type Locale, type TypeList } from '@standplaats/shared';
import { visitorHeaders } from '@/lib/auth/visitor';
import { resultTypes, type ResultType, type SearchState } from '@/lib/search/params';
import { cms } from './index';

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

/**
 * The site search, for one reader: never cached (every query differs), the visitor's address sent
 * along so the CMS limits each reader rather than the site's server.
 */
export async function searchSite(state: SearchState, locale: Locale): Promise<SearchAnswer> {
  const body = await cms.get('/search', {
    params: { q: state.q, locale, type: state.type, when: state.when, sort: state.sort, page: state.page, pageSize: SEARCH_PAGE_SIZE },
    headers: await visitorHeaders(),
    cache: 'no-store',
  });
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

/** The best few titles for what a reader is typing (the header box's suggestions). */
export async function suggestSite(q: string, locale: Locale): Promise<SearchResult[]> {
  const body = await cms.get('/search/suggest', { params: { q: q.slice(0, 200), locale, limit: 6 }, headers: await visitorHeaders(), cache: 'no-store' });
  return z.object({ data: z.array(resultSchema) }).parse(body).data.map(toResult);
}
