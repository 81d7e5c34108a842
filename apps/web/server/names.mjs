// @ts-check
// The names the site's server and the site's code (src/) both use, defined once for both.

/** The context of the request at hand (request-context.mjs), where the site's code finds it. */
export const REQUEST_CONTEXT = Symbol.for('standplaats.requestContext');

/** When the CMS last failed to answer at all: the site's CMS client writes it, the 503 rule reads it. */
export const CMS_UNREACHABLE_AT = Symbol.for('standplaats.cmsUnreachableAt');

/** The server's own request for a whole error page (error-pages.mjs) carries this process's token. */
export const ERROR_PAGE_TOKEN_HEADER = 'x-standplaats-error-page-token';
/** Where the token is kept for the proxy and the page to compare. */
export const ERROR_PAGE_TOKEN_ENV = 'ERROR_PAGE_TOKEN';
/** The path the visitor asked for, percent-encoded, and the status of its answer. */
export const ERROR_PAGE_PATH_HEADER = 'x-standplaats-error-page-path';
export const ERROR_PAGE_STATUS_HEADER = 'x-standplaats-error-page-status';

/** The internal routes of the error pages, under the language segment; no URLs of their own. */
export const NOT_FOUND_SEGMENT = 'pagina-niet-gevonden';
export const SERVER_ERROR_SEGMENT = 'serverfout';
