// What every filtered list (calendar, directory, product guide, venue finder, job board) does with
// its query string: one canonical URL per selection.

export type SearchParams = Record<string, string | string[] | undefined>;

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * The query a list URL should have, or null when it has it: the filters' canonical query, then
 * any parameters the list does not know (a campaign tag), kept as they came. `names` are the
 * list's own parameter names.
 */
export function canonicalSearch(searchParams: SearchParams, canonicalQuery: string, names: Record<string, string>): string | null {
  const known = new Set<string>(Object.values(names));
  const given = new URLSearchParams();
  const others = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of [value ?? []].flat()) {
      given.append(name, one);
      if (!known.has(name)) others.append(name, one);
    }
  }
  const wanted = [canonicalQuery, others.toString()].filter(Boolean).join('&');
  return wanted === given.toString() ? null : wanted;
}
