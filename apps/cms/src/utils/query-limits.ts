import qs from 'qs';

/**
 * Query-string limits of spec section 9: 1000 parameters and 20 array items. The depth is 8, not
 * the site's 5: Strapi's own filter syntax nests logical operators and indices, and the site's
 * keyword filters are 7 deep (`filters[$and][0][$or][2][partner][name][$containsi]`).
 */
export const QUERY_LIMITS = { parameterLimit: 1000, arrayLimit: 20, depth: 8 } as const;

/** The reason a query string goes past the limits, or null when it stays within them. */
export function queryLimitViolation(querystring: string): string | null {
  if (!querystring) return null;
  try {
    qs.parse(querystring, { ...QUERY_LIMITS, strictNullHandling: true, throwOnLimitExceeded: true, strictDepth: true });
    return null;
  } catch (error) {
    if (error instanceof RangeError) return error.message;
    throw error;
  }
}
