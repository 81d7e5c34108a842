import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { env } from '@/lib/env';
import { manifestPath } from '@/lib/app/manifest';
import { IdleIslands, LinkNavigation, Providers } from './islands.client';
import { PreviewBar } from '@/components/layout/preview-bar';

// Nothing is prerendered at build time, so the site builds without a running CMS; each page is
// rendered on its first request, then served from the cache until its content changes.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${t('name')}: ${t('tagline')}`, template: `%s | ${t('name')}` },
    description: t('description'),
    applicationName: t('name'),
    openGraph: { siteName: t('name'), type: 'website', locale: locale === 'en' ? 'en_US' : 'nl_NL' },
    manifest: manifestPath(locale),
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172a' },
  ],
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await routeLocale(params);

  // The CMS's preview: drafts on every page, and an editor's looking is no visitor's page view.
  const { isEnabled: preview } = await draftMode();

  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-dvh antialiased">
        {preview && <PreviewBar />}
        <Providers>{children}</Providers>
        <LinkNavigation />
        <IdleIslands tracker={!preview} push={env.VAPID_PUBLIC_KEY ? { vapidPublicKey: env.VAPID_PUBLIC_KEY, locale } : undefined} />
      </body>
    </html>
  );
}
