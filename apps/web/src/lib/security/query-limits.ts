import qs from 'qs';

/** Query-string parsing limits of spec section 9. */
export const QUERY_LIMITS = { parameterLimit: 1000, depth: 5, arrayLimit: 20 } as const;

/**
 * Why a query string (with or without its `?`) goes past the limits, or null when it is within
 * them. qs counts a repeated key (`?type=a&type=b`) as array items, as the site's filters use it.
 */
export function queryLimitViolation(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return null;
  try {
    qs.parse(query, { ...QUERY_LIMITS, throwOnLimitExceeded: true, strictDepth: true });
    return null;
  } catch (error) {
    if (error instanceof RangeError) return error.message;
    throw error;
  }
}
