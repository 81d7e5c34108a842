import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { isLocale, localeCookie } from '@standplaats/shared';
import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const response = handleI18nRouting(request);
  rememberLocale(request, response);
  return response;
}

/**
 * Stores the negotiated language for 365 days (spec section 4). next-intl writes the cookie only
 * when the language differs from Accept-Language; we keep it on every first document request, so
 * the choice holds even when the browser's language changes later.
 */
function rememberLocale(request: NextRequest, response: Response & { cookies?: { set: Function } }) {
  if (request.headers.get('sec-fetch-dest') && request.headers.get('sec-fetch-dest') !== 'document') return;
  if (request.cookies.has(localeCookie.name)) return;
  const target = new URL(response.headers.get('location') ?? request.nextUrl.href, request.nextUrl);
  const prefix = target.pathname.split('/')[1];
  const locale = isLocale(prefix) ? prefix : routing.defaultLocale;
  response.cookies?.set(localeCookie.name, locale, {
    path: '/',
    maxAge: localeCookie.maxAge,
    sameSite: localeCookie.sameSite,
  });
}

export const config = {
  // Everything but Next's internals, API and health routes, and files with an extension.
  matcher: ['/((?!api|_next|_vercel|health|builds|.*\\..*).*)'],
};
