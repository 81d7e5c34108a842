import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { RequestedPath } from '@/components/errors/requested-path';
import { NoPageview } from '@/features/analytics/no-pageview.client';
import { SiteFrame } from '@/features/frame/site-frame';

/** The not-found page's title (spec section 2: "Page not found") and no indexing. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The not-found page (spec section 2), for Next's not-found boundary and for the server's
 * whole-page render of a 404 (lib/errors/error-page.ts), which knows the `path`.
 */
export async function NotFoundPage({ path }: { path?: string }) {
  const t = await getTranslations('notFound');
  const nav = await getTranslations('nav');
  return (
    <SiteFrame>
      <div className="mx-auto max-w-2xl py-12">
        <h1 className="mb-4 text-3xl font-extrabold">{t('title')}</h1>
        <RequestedPath path={path} />
        <NoPageview />
        <p className="mt-4">{t('hint')}</p>
        <p className="mt-6">
          <Link href="/" className="font-semibold">
            {nav('home')}
          </Link>
        </p>
      </div>
    </SiteFrame>
  );
}
