import type { Metadata } from 'next';
import { defaultLocale, localisedPath, locales, type Locale } from '@standplaats/shared';

/**
 * Canonical URL and hreflang alternates of a page. `paths` maps each language that has a version
 * of the page to its path; languages without a version are left out.
 */
export function alternates(locale: Locale, paths: Partial<Record<Locale, string>>): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const language of locales) {
    const path = paths[language];
    if (path) languages[language] = localisedPath(language, path);
  }
  const fallback = paths[defaultLocale];
  if (fallback) languages['x-default'] = localisedPath(defaultLocale, fallback);
  // The page's own version when it has one, else Dutch, else whichever version exists.
  const canonicalLocale = [locale, defaultLocale, ...locales].find((candidate) => paths[candidate]) ?? locale;
  return { canonical: localisedPath(canonicalLocale, paths[canonicalLocale] ?? '/'), languages };
}

/** The same path in every language, for pages whose URL does not depend on content. */
export const everyLanguage = (path: string) =>
  Object.fromEntries(locales.map((locale) => [locale, path])) as Record<Locale, string>;
