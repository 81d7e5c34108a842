// The list pages read filters or a page number from their query string. What they show depends
// on nothing else: the same query is the same page for every visitor. So the proxy rewrites a
// list request to the list's copy under /{locale}/lijst-kopie/{query}, which carries the query in
// its path: it is rendered on the first request for that query and then served from the page
// cache like any other page, revalidated by the same tags when editors publish. A query that is
// not the list's canonical one is redirected by the copy as by the list itself; the cache is
// bounded (Next's memory cache, or Redis with allkeys-lru in deploy/), so queries nobody repeats
// only push out older ones.

import type { SearchParams } from './list-query';

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

/** Whether a path (without language prefix) asks for the internal copies directly. */
export const isListCopy = (path: string) => path === `/${LIST_COPY_SEGMENT}` || path.startsWith(`/${LIST_COPY_SEGMENT}/`);

/** The search parameters a copy's query segment carries, shaped as Next gives a page's: a repeated name as an array. */
export function searchParamsOfSegment(segment: string): SearchParams {
  if (segment === NO_QUERY) return {};
  const given = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(Buffer.from(segment, 'base64url').toString())) {
    const before = given.get(name);
    given.set(name, before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]);
  }
  // Own properties even for a name such as `__proto__`.
  return Object.fromEntries(given);
}

/** The search parameters of a copy's page, from its params. */
export const copiedQuery = async (params: Promise<{ query: string }>) => searchParamsOfSegment((await params).query);
