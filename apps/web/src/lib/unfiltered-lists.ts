// The list pages read filters or a page number from their query string, so they are rendered per
// request. Without a query string they are the same for every visitor: the proxy rewrites such a
// request to the list's copy under /{locale}/ongefilterd, which has no query to read, so it is
// rendered once and served from the page cache like any other page (revalidated by the same tags).

/** The internal segment of the unfiltered copies; not a URL of its own (the proxy answers 404). */
export const UNFILTERED_SEGMENT = 'ongefilterd';

// Every list with a copy under app/[locale]/(default)/ongefilterd/.
const LISTS = /^\/(?:kalender(?:\/beursagenda|\/branche-agenda|\/[^/]+\/(?:exposanten|plattegrond))?|bedrijvengids|productengids|locatie-finder|vacatures|magazines|nieuws(?:\/tag\/[^/]+)?)$/;

/** The internal path to serve for a list page (path without language prefix) asked for without a query; null otherwise. */
export const unfilteredCopy = (path: string, search: string) => (search === '' && LISTS.test(path) ? `/${UNFILTERED_SEGMENT}${path}` : null);

/** Whether a path (without language prefix) asks for the internal copies directly. */
export const isUnfilteredCopy = (path: string) => path === `/${UNFILTERED_SEGMENT}` || path.startsWith(`/${UNFILTERED_SEGMENT}/`);

/** The search parameters of a request without query string. */
export const noQuery = (): Promise<Record<string, string | string[] | undefined>> => Promise.resolve({});
