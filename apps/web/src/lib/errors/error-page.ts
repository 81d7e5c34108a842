import { headers } from 'next/headers';
import { ERROR_PAGE_PATH_HEADER, ERROR_PAGE_STATUS_HEADER, ERROR_PAGE_TOKEN_ENV, ERROR_PAGE_TOKEN_HEADER } from '../../../server/names.mjs';

/**
 * The error pages as whole pages, for the site's server (server/error-pages.mjs): Next writes a
 * notFound() and a failed page as an empty document, so the server asks for the page again with
 * this process's token, the path the visitor asked for and the answer's status, and the proxy
 * sends that request to the page's internal route.
 */
export type ErrorPageRequest = { path: string; status: number };

/** Whether a request carries this process's token (none is ever valid without the server's). */
export function isErrorPageRequest(requestHeaders: Headers) {
  const token = process.env[ERROR_PAGE_TOKEN_ENV];
  return Boolean(token) && requestHeaders.get(ERROR_PAGE_TOKEN_HEADER) === token;
}

/** The path and status the server's request names; null when the request is not the server's. */
export function errorPageRequestOf(requestHeaders: Headers): ErrorPageRequest | null {
  if (!isErrorPageRequest(requestHeaders)) return null;
  const status = Number(requestHeaders.get(ERROR_PAGE_STATUS_HEADER));
  try {
    const path = decodeURIComponent(requestHeaders.get(ERROR_PAGE_PATH_HEADER) ?? '');
    return path.startsWith('/') && Number.isInteger(status) ? { path, status } : null;
  } catch {
    return null;
  }
}

/** On an error page's internal route: what the server asked for, or null for anyone else. */
export async function errorPageRequest() {
  return errorPageRequestOf(await headers());
}
