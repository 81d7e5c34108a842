import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { SiteChrome } from '@/components/layout/site-chrome';
import { RequestedPath } from '@/components/errors/requested-path';
import { NoPageview } from '@/features/analytics/no-pageview.client';

export const metadata: Metadata = { robots: { index: false } };

export default async function NotFound() {
  const t = await getTranslations('notFound');
  const nav = await getTranslations('nav');
  return (
    <SiteChrome>
      <div className="mx-auto max-w-2xl py-12">
        <h1 className="mb-4 text-3xl font-extrabold">{t('title')}</h1>
        <RequestedPath />
        <NoPageview />
        <p className="mt-4">{t('hint')}</p>
        <p className="mt-6">
          <Link href="/" className="font-semibold">
            {nav('home')}
          </Link>
        </p>
      </div>
    </SiteChrome>
  );
}
