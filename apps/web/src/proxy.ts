import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, localeCookie, localisedPath } from '@standplaats/shared';
import { splitLocale } from './i18n/pathname';
import { routing } from './i18n/routing';
import { TOKEN_COOKIE } from './lib/auth/cookie-names';
import { isProtectedPath, loginPath } from './lib/auth/paths';
import { findRedirect } from './lib/cms/redirects';
import { readableFormCall, readableTextCall } from './lib/security/action-calls';
import { queryLimitViolation } from './lib/security/query-limits';
import { askedBefore, isListCopy, LIST_COPY_SEGMENT, listCopy, searchCopy, searchParamsOfQuery } from './lib/list-copies';
import { countSearch } from './lib/cms/search';
import { paths } from './lib/paths';
import { parseSearchParams } from './lib/search/params';
import { GONE_HEADER, GONE_SEGMENT, isClosedVacancy, vacancySlugOf } from './lib/vacancies/closed-lookup';
import { errorPageRequestOf } from './lib/errors/error-page';
import { NOT_FOUND_SEGMENT, SERVER_ERROR_SEGMENT } from '../server/names.mjs';

const handleI18nRouting = createMiddleware(routing);

// What the first matcher below leaves out: Next's internals, API and health routes, files.
const OUTSIDE_PAGES = /^\/(?:api|_next|_vercel|health|builds|.*\..*)/;

/** A path whose percent-encoding does not decode (`/%ff`, `/kalender/%ZZ`): no page can have it. */
function malformed(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * A POST to a page that Next would take for a server action and then fail on with a 500 of its
 * own: an action id of the wrong shape, a form body that does not parse, or arguments React
 * cannot decode (lib/security/action-calls.ts). A real form or action call never looks like that.
 */
async function unreadableAction(request: NextRequest) {
  if (request.method !== 'POST') return false;
  const action = request.headers.get('next-action');
  if (action !== null && !/^[0-9a-f]{42}$/i.test(action)) return true;
  const type = request.headers.get('content-type') ?? '';
  const multipart = type.startsWith('multipart/form-data');
  // Next reads any other body of a call from the browser's script as its arguments in JSON.
  if (action !== null && !multipart) return !readableTextCall(await request.clone().text());
  if (!multipart && !type.startsWith('application/x-www-form-urlencoded')) return false;
  const form = await request.clone().formData().catch(() => null);
  return form === null || (multipart && !readableFormCall(form, action !== null));
}

const badRequest = (reason: string) => new NextResponse(`400 Bad Request: ${reason}`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export default async function proxy(request: NextRequest) {
  // Next answers these with a 500 of its own (vercel/next.js#92527); they are the client's error.
  if (malformed(request.nextUrl.pathname)) return badRequest('the address is not validly percent-encoded.');
  if (await unreadableAction(request)) return badRequest('the form could not be read.');
  // Spec section 9's parsing limits, for pages and API routes alike: past them is the client's error.
  const queryTooLarge = queryLimitViolation(request.nextUrl.search);
  if (queryTooLarge) return badRequest(`the query string is too large. ${queryTooLarge}`);
  const errorPage = errorPageRequestOf(request.headers);
  if (errorPage) return errorPageRoute(request, errorPage);
  if (OUTSIDE_PAGES.test(request.nextUrl.pathname)) return NextResponse.next();
  const redirect = (await cmsRedirect(request)) ?? authGate(request);
  if (redirect) return redirect;
  const routed = handleI18nRouting(request);
  const response = (await closedVacancy(request, routed)) ?? (await countedSearch(request, routed)) ?? cachedList(request, routed) ?? routed;
  rememberLocale(request, response);
  return response;
}

/**
 * The server's own request for the error page of an answer (server/error-pages.mjs): the page as
 * a whole page, in the language of the path the visitor asked for.
 */
function errorPageRoute(request: NextRequest, { path, status }: { path: string; status: number }) {
  const { locale } = splitLocale(path);
  return NextResponse.rewrite(new URL(`/${locale}/${status === 404 ? NOT_FOUND_SEGMENT : SERVER_ERROR_SEGMENT}`, request.nextUrl));
}

/**
 * A vacancy that has ended answers 410 Gone, with its title and similar open vacancies: the page
 * is rendered by an internal route, since an App Router page cannot set its own status.
 */
async function closedVacancy(request: NextRequest, routed: NextResponse) {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || routed.headers.has('location')) return null;
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const slug = vacancySlugOf(path);
  if (!slug || !(await isClosedVacancy(slug, locale))) return null;
  const headers = new Headers(request.headers);
  headers.set(GONE_HEADER, '1');
  const target = new URL(`/${locale}/vacatures/${slug}/${GONE_SEGMENT}`, request.nextUrl);
  return NextResponse.rewrite(target, { status: 410, request: { headers } });
}

/** Whether a request may be served from a copy cached per query (lib/list-copies.ts). */
const readsCopy = (request: NextRequest, routed: NextResponse) =>
  (request.method === 'GET' || request.method === 'HEAD') && !routed.headers.has('location');

/** The rewrite to a copy, keeping what next-intl's routing answered (headers, cookies). */
function rewriteToCopy(request: NextRequest, routed: NextResponse, locale: string, copy: string) {
  const response = NextResponse.rewrite(new URL(`/${locale}${copy}`, request.nextUrl), { headers: routed.headers });
  response.headers.delete('x-middleware-next');
  return response;
}

/**
 * A list page is the same for every visitor who asks for the same query string: it is served from
 * its copy cached per query. The copies are no URL of their own: asked for directly, they are a
 * 404 (the catch-all).
 */
function cachedList(request: NextRequest, routed: NextResponse) {
  if (!readsCopy(request, routed)) return null;
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const copy = isListCopy(path) ? `/${LIST_COPY_SEGMENT}/-/-` : listCopy(path, request.nextUrl.search);
  return copy ? rewriteToCopy(request, routed, locale, copy) : null;
}

/**
 * Search results are the same for everyone who asks the same search. A search asked again is
 * served from its cached copy once the CMS has counted this reader's search, against their limit
 * and in the query log (lib/list-copies.ts says why not the first time). A reader it refuses (too
 * many searches) or could not count (no answer in time) gets the page rendered for them, which
 * says what went wrong.
 */
async function countedSearch(request: NextRequest, routed: NextResponse) {
  if (!readsCopy(request, routed)) return null;
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  if (path !== paths.search) return null;
  const state = parseSearchParams(searchParamsOfQuery(request.nextUrl.search));
  const copy = searchCopy(state);
  if (state.q.trim()) {
    if (!askedBefore(`/${locale}${copy}`)) return null;
    if (!(await countSearch(state, locale, request.headers.get('x-forwarded-for')))) return null;
  }
  return rewriteToCopy(request, routed, locale, copy);
}

/**
 * The CMS's redirect table, checked before any page (spec section 2): an internal target stays in
 * the visitor's language, an external one is a plain redirect, so the browser navigates away.
 */
async function cmsRedirect(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const target = await findRedirect(path);
  if (!target) return null;
  const url = target.external ? target.to : new URL(localisedPath(locale, target.to), request.nextUrl);
  return NextResponse.redirect(url, target.status);
}

/**
 * Members' pages (spec section 4): a visitor without an auth cookie goes to log in first and comes
 * back afterwards. The page itself checks the token with the CMS; this only spares a round trip.
 */
function authGate(request: NextRequest) {
  if (request.cookies.has(TOKEN_COOKIE)) return null;
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  if (!isProtectedPath(path)) return null;
  return NextResponse.redirect(new URL(loginPath(locale, `${request.nextUrl.pathname}${request.nextUrl.search}`), request.nextUrl));
}

/**
 * Stores the negotiated language for 365 days (spec section 4). next-intl writes the cookie only
 * when the language differs from Accept-Language; we keep it on every first document request, so
 * the choice holds even when the browser's language changes later.
 */
function rememberLocale(request: NextRequest, response: NextResponse) {
  if (request.headers.get('sec-fetch-dest') && request.headers.get('sec-fetch-dest') !== 'document') return;
  if (request.cookies.has(localeCookie.name)) return;
  const target = new URL(response.headers.get('location') ?? request.nextUrl.href, request.nextUrl);
  const prefix = target.pathname.split('/')[1];
  const locale = isLocale(prefix) ? prefix : routing.defaultLocale;
  response.cookies.set(localeCookie.name, locale, {
    path: '/',
    maxAge: localeCookie.maxAge,
    sameSite: localeCookie.sameSite,
  });
}

export const config = {
  // Everything but Next's internals, API and health routes, and files with an extension (the
  // same as OUTSIDE_PAGES: a matcher must be a literal); any path with a percent sign, so a
  // malformed one gets its 400 wherever it points; API routes, for the query-string limits; and
  // anything Next may read as a server action.
  matcher: [
    '/((?!api|_next|_vercel|health|builds|.*\\..*).*)',
    '/(.*%.*)',
    // API routes too, for the query-string limits only (OUTSIDE_PAGES lets them through after).
    '/api/:path*',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: '(?:multipart/form-data|application/x-www-form-urlencoded).*' }] },
  ],
};
