import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@standplaats/shared';

/**
 * The route's language: checks the `[locale]` segment (anything else is a 404) and registers it
 * for static rendering, which next-intl needs in every layout and page.
 */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
