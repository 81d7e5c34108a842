import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale, localeCookie } from '@standplaats/shared';
import { routing } from './i18n/routing';
import { findRedirect } from './lib/cms/redirects';
import { localisedPath } from './lib/seo/alternates';

const handleI18nRouting = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  const redirect = await cmsRedirect(request);
  if (redirect) return redirect;
  const response = handleI18nRouting(request);
  rememberLocale(request, response);
  return response;
}

/**
 * The CMS's redirect table, checked before any page (spec section 2): an internal target stays in
 * the visitor's language, an external one is a plain redirect, so the browser navigates away.
 */
async function cmsRedirect(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const [, first, ...rest] = request.nextUrl.pathname.split('/');
  const locale = isLocale(first) ? first : defaultLocale;
  const path = isLocale(first) ? `/${rest.join('/')}` : request.nextUrl.pathname;
  const target = await findRedirect(path);
  if (!target) return null;
  const url = target.external ? target.to : new URL(localisedPath(locale, target.to), request.nextUrl);
  return NextResponse.redirect(url, target.status);
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
  // Everything but Next's internals, API and health routes, and files with an extension.
  matcher: ['/((?!api|_next|_vercel|health|builds|.*\\..*).*)'],
};
