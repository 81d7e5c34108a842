import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { RequestedPath } from '@/components/errors/requested-path';
import { NoPageview } from '@/features/analytics/no-pageview.client';
import { SiteFrame } from '@/features/frame/site-frame';

export const notFoundMetadata: Metadata = { robots: { index: false } };

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
