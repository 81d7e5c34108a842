import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { isSameSitePath } from '@/lib/security/secrets';

/** Pages only signed-in members see; anonymous visitors are sent to log in first (spec section 4). */
export const PROTECTED_PATHS = ['/account', '/industry-dashboard', '/vacatures/plaatsen'] as const;

/** True for a site path (without language prefix) at or below a protected page. */
export const isProtectedPath = (path: string) => PROTECTED_PATHS.some((page) => path === page || path.startsWith(`${page}/`));

/** Where a member goes after logging in without a place to return to. */
export const AFTER_LOGIN = '/account';

/**
 * The place to return to after logging in: a path on this site (with its language prefix, as the
 * browser had it), else the account page. Anything else, `https://elders.example` or `//host`
 * included, is ignored, so the log-in page is no open redirect.
 */
export function safeRedirect(target: unknown, locale: Locale): string {
  return typeof target === 'string' && isSameSitePath(target) ? target : localisedPath(locale, AFTER_LOGIN);
}

/** The log-in page in `locale`, returning to `target` (a browser path with its query) afterwards. */
export function loginPath(locale: Locale, target?: string): string {
  const page = localisedPath(locale, '/inloggen');
  return target && isSameSitePath(target) ? `${page}?${new URLSearchParams({ redirect: target })}` : page;
}
