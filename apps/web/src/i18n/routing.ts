import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookie, locales } from '@standplaats/shared';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // nl has no prefix, en lives under /en; the URL keeps the Dutch segments in both.
  localePrefix: 'as-needed',
  localeCookie,
  // The proxy writes hreflang alternates into page metadata instead of a Link header.
  alternateLinks: false,
});
