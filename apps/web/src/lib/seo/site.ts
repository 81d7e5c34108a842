import type { Locale } from '@standplaats/shared';
import { env } from '@/lib/env';
import { absoluteUrl } from './metadata';
import type { SiteIdentity } from './json-ld';

/** The publisher as structured data knows it. */
export const siteIdentity = (): SiteIdentity => ({
  name: 'Standplaats',
  url: new URL('/', env.SITE_URL).toString(),
  logo: { url: new URL('/logo.png', env.SITE_URL).toString(), width: 600, height: 120 },
});

/** The search page's URL template for the WebSite SearchAction. */
export const searchUrlTemplate = (locale: Locale) => `${absoluteUrl(locale, '/zoeken')}?q={search_term_string}`;
