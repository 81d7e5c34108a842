/** The site's languages (spec section 9): Dutch is the default and needs no URL prefix. */
export const locales = ['nl', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

/** BCP 47 tags for formatting and `hreflang`. */
export const localeTags: Record<Locale, string> = { nl: 'nl-NL', en: 'en-US' };

/** The stored language choice: 365 days, SameSite=Lax. */
export const localeCookie = { name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' } as const;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The URL path of `path` (a Dutch-segment path starting with /) in a language. */
export const localisedPath = (locale: Locale, path: string) =>
  locale === defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;
