import { defaultLocale, isLocale, type Locale } from '@standplaats/shared';

/** A browser path split into its language and the site path without prefix (`/en/kalender` → en, `/kalender`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path: pathname };
}
