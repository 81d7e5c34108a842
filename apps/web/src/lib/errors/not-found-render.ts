import { headers } from 'next/headers';

/**
 * The not-found page as a whole page, for the site's server (server/not-found-html.mjs): Next
 * writes a notFound() as an empty document, so the server asks for the same address again with
 * this process's token, and the proxy sends that request here.
 *
 * The header's and the variable's names are the server's too; the token is made per process.
 */
export const NOT_FOUND_SEGMENT = 'pagina-niet-gevonden';
export const NOT_FOUND_TOKEN_HEADER = 'x-standplaats-not-found-token';
const NOT_FOUND_TOKEN_ENV = 'NOT_FOUND_RENDER_TOKEN';
/** Set by the proxy, from the address it rewrote: the path the not-found page names. */
export const NOT_FOUND_PATH_HEADER = 'x-standplaats-not-found-path';

/** Whether a request carries this process's token (none is ever valid without the server's). */
export function isNotFoundRender(requestHeaders: Headers) {
  const token = process.env[NOT_FOUND_TOKEN_ENV];
  return Boolean(token) && requestHeaders.get(NOT_FOUND_TOKEN_HEADER) === token;
}

/** On the internal route: the path the visitor asked for, or null when the request is not the server's. */
export async function notFoundRenderPath() {
  const requestHeaders = await headers();
  if (!isNotFoundRender(requestHeaders)) return null;
  // The proxy sets it, encoded, on every request that carries the token.
  const path = requestHeaders.get(NOT_FOUND_PATH_HEADER);
  return path === null ? null : decodeURIComponent(path);
}
