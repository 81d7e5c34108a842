import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, localisedPath, type Locale } from '@standplaats/shared';
import { RequestedPath } from '@/components/errors/requested-path';
import { NoPageview } from '@/features/analytics/no-pageview.client';
import { LoadAsDocument } from './load-as-document.client';

/** The not-found page's title (spec section 2: "Page not found") and no indexing. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false } };
}

/** What the not-found page says (spec section 2): its heading, the path, a hint and the way home. */
export async function NotFoundContent({ path }: { path?: string }) {
  const t = await getTranslations('notFound');
  const nav = await getTranslations('nav');
  const locale = await getLocale();
  return (
    <div className="mx-auto max-w-2xl py-12">
      <h1 className="mb-4 text-3xl font-extrabold">{t('title')}</h1>
      <RequestedPath path={path} />
      <NoPageview />
      <p className="mt-4">{t('hint')}</p>
      <p className="mt-6">
        {/* A plain link: with next/link, its client code would load with every page (NotFoundBoundary). */}
        <a href={isLocale(locale) ? localisedPath(locale, '/') : '/'} className="font-semibold">
          {nav('home')}
        </a>
      </p>
    </div>
  );
}

/**
 * What Next's not-found boundary shows. Next puts a boundary's element into the RSC payload of every
 * page below it, and loads the client components its module imports with every page: so no frame
 * here, neither rendered nor imported. A document that meets a 404 gets the whole page from the
 * server (server/error-pages.mjs); a client-side navigation that meets one loads the address as a document.
 */
export function NotFoundBoundary() {
  return (
    <main id="inhoud" className="px-4">
      <NotFoundContent />
      <LoadAsDocument />
    </main>
  );
}
