import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';

/** The palette's colours (app/globals.css): `main` amber for the browser's chrome, white behind the splash. */
export const APP_COLOURS = { theme: '#f6bb31', background: '#ffffff' } as const;

/** Where each language's manifest is served: nl by app/manifest.ts, en by its own route. */
export const manifestPath = (locale: Locale) => (locale === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest');

/** The web app manifest in one language, so the site can be installed (spec section 9). */
export async function webManifest(locale: Locale): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale, namespace: 'app.manifest' });
  const home = localisedPath(locale, '/');
  return {
    id: home,
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: APP_COLOURS.theme,
    background_color: APP_COLOURS.background,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
