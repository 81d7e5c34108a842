// The list pages read filters or a page number from their query string. What they show depends
// on nothing else: the same query is the same page for every visitor. So the proxy rewrites a
// list request to the list's copy under /{locale}/lijst-kopie/{query}, which carries the query in
// its path: it is rendered on the first request for that query and then served from the page
// cache like any other page, revalidated by the same tags when editors publish. A query that is
// not the list's canonical one is redirected by the copy as by the list itself; the cache is
// bounded (Next's memory cache, or Redis with allkeys-lru in deploy/), so queries nobody repeats
// only push out older ones.
//
// Search results are such a page too, with two differences. Every reader's search counts, against
// their limit and in the editors' query log: the proxy has the CMS count it before it serves the
// copy (lib/cms/search.ts's countSearch), and the copy's own search is counted by nobody. And many
// searches are asked once: storing a copy costs more than rendering the page, which a search
// nobody repeats never pays back. So a search is rendered for its first reader, as any page per
// request, and served from its copy when it is asked again (`askedBefore`).

import type { SearchParams } from './list-query';
import { paths } from './paths';
import { searchQuery, type SearchState } from './search/params';

/** The internal segment of the copies; not a URL of its own (the proxy answers 404). */
export const LIST_COPY_SEGMENT = 'lijst-kopie';

/** The query segment of a list asked for without a query string. */
const NO_QUERY = '-';

// Every list with a copy under app/[locale]/(default)/lijst-kopie/[query]/.
const LISTS = /^\/(?:kalender(?:\/beursagenda|\/branche-agenda|\/[^/]+\/(?:exposanten|plattegrond))?|bedrijvengids|productengids|locatie-finder|vacatures|magazines|nieuws(?:\/tag\/[^/]+)?)$/;

/** A query string (`?…` or empty) as one path segment: base64url, so no character of it can change the path. */
const queryAsSegment = (search: string) => (search.length > 1 ? Buffer.from(search.slice(1)).toString('base64url') : NO_QUERY);

/** The internal path to serve for a list page (path without language prefix) with its query string; null for other pages. */
export const listCopy = (path: string, search: string) => (LISTS.test(path) ? `/${LIST_COPY_SEGMENT}/${queryAsSegment(search)}${path}` : null);

/** The internal path of a search's results page: one copy for every URL of the same search. */
export const searchCopy = (state: SearchState) => `/${LIST_COPY_SEGMENT}/${queryAsSegment(`?${searchQuery(state)}`)}${paths.search}`;

// How long, and for how many searches, this process remembers that a search was asked.
const REPEAT_MS = 5 * 60_000;
const MAX_REMEMBERED = 10_000;
const asked = new Map<string, number>();

/** Whether a search (by its copy's path with language) was asked within 5 minutes; remembers that it is now. */
export function askedBefore(copy: string, now = Date.now()): boolean {
  const before = asked.get(copy);
  // Last asked, last forgotten: the oldest is the first key.
  asked.delete(copy);
  if (asked.size >= MAX_REMEMBERED) asked.delete(asked.keys().next().value as string);
  asked.set(copy, now);
  return before !== undefined && now - before < REPEAT_MS;
}

/** Whether a path (without language prefix) asks for the internal copies directly. */
export const isListCopy = (path: string) => path === `/${LIST_COPY_SEGMENT}` || path.startsWith(`/${LIST_COPY_SEGMENT}/`);

/** The search parameters of a query string, shaped as Next gives a page's: a repeated name as an array. */
export function searchParamsOfQuery(query: string): SearchParams {
  const given = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(query)) {
    const before = given.get(name);
    given.set(name, before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]);
  }
  // Own properties even for a name such as `__proto__`.
  return Object.fromEntries(given);
}

/** The search parameters a copy's query segment carries. */
export const searchParamsOfSegment = (segment: string): SearchParams =>
  segment === NO_QUERY ? {} : searchParamsOfQuery(Buffer.from(segment, 'base64url').toString());

/** The search parameters of a copy's page, from its params. */
export const copiedQuery = async (params: Promise<{ query: string }>) => searchParamsOfSegment((await params).query);
