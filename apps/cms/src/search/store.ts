import { stems, words, type Language } from './normalise';
import type { IndexedDocument, SearchType } from './sources';

/** One word of a query: found by its stem, or by its folded form (as a prefix for the last word). */
export type Term = { stem: string; word: string; prefix: boolean };

export type StoreQuery = {
  locale: string;
  terms: Term[];
  type?: SearchType;
  when?: 'upcoming' | 'past';
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
  now: number;
  /** No facets or counts: the suggestions while a reader types, asked for at every pause. */
  suggestions?: boolean;
};

export type StoredHit = IndexedDocument;

export type StoreAnswer = {
  total: number;
  hits: StoredHit[];
  /** Counts per type for the query, whatever type is chosen. */
  types: Partial<Record<SearchType, number>>;
  upcoming: number;
  past: number;
  /**
   * The counts that are "more than": an engine may stop counting a large bucket of hits (as
   * Elasticsearch's track_total_hits and Meilisearch's maxTotalHits do) to answer in bounded time.
   */
  atLeast: CountsAtLeast;
};

export type CountsAtLeast = { total: boolean; types: SearchType[]; upcoming: boolean; past: boolean };
export const EXACT: CountsAtLeast = { total: false, types: [], upcoming: false, past: false };

/** A document ready for the index: its text as stems and as folded words, title apart from body. */
export type PreparedDocument = IndexedDocument & { titleStems: string; titleWords: string; bodyStems: string; bodyWords: string };

/**
 * The search index behind one interface, so the endpoint does not know the engine: SQLite's FTS5,
 * PostgreSQL's tsvector, or later a dedicated search server.
 */
export interface SearchStore {
  /** Creates the index's tables when missing. */
  prepare(): Promise<void>;
  count(): Promise<number>;
  /** Replaces what the index holds of one document (all its languages) with `documents`. */
  replace(type: SearchType, documentId: string, documents: PreparedDocument[]): Promise<void>;
  /** Adds documents to the index (a rebuild, after `clear`). */
  add(documents: PreparedDocument[]): Promise<void>;
  clear(): Promise<void>;
  search(query: StoreQuery): Promise<StoreAnswer>;
  /** Indexed words starting with `start` (a word's first letter), with the number of documents holding them. */
  vocabulary(start: string): Promise<{ word: string; docs: number }[]>;
  /** Moves events that have ended and vacancies that have closed since the last call (`now`). */
  refreshStatus(now: number): Promise<void>;
  /** After a rebuild: puts the index in its most compact form for reading. */
  optimize(): Promise<void>;
}

export const languageOf = (locale: string): Language => (locale === 'en' ? 'en' : 'nl');

/** What a prepared document holds; an index built from documents of another layout is built anew. */
export const DOCUMENT_LAYOUT = 'type-words-1+exhibitors-1';

export function prepare(document: IndexedDocument): PreparedDocument {
  const language = languageOf(document.locale);
  // The words naming its kind count as text: "vacatures" finds the vacancies.
  const body = `${document.body} ${document.typeWords ?? ''}`;
  return {
    ...document,
    titleStems: stems(document.title, language).join(' '),
    titleWords: words(document.title).join(' '),
    bodyStems: stems(body, language).join(' '),
    bodyWords: words(body).join(' '),
  };
}

/** Rows of the documents table back to documents. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a raw SQL row, SQLite's or PostgreSQL's
export const toHit = (row: Record<string, any>): StoredHit => ({
  type: row.type,
  documentId: row.document_id,
  locale: row.locale,
  slug: row.slug ?? null,
  refId: row.ref_id === null || row.ref_id === undefined ? null : Number(row.ref_id),
  title: row.title,
  body: row.body,
  date: row.date === null || row.date === undefined ? null : Number(row.date),
  until: row.until === null || row.until === undefined ? null : Number(row.until),
  place: row.place ?? null,
  company: row.company ?? null,
});

export const documentRow = (document: PreparedDocument) => ({
  type: document.type,
  document_id: document.documentId,
  locale: document.locale,
  slug: document.slug,
  ref_id: document.refId,
  title: document.title,
  body: document.body.slice(0, 20_000),
  date: document.date,
  until: document.until,
  place: document.place,
  company: document.company,
});
