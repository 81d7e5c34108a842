import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { RequestedPath } from '@/components/errors/requested-path';
import { NoPageview } from '@/features/analytics/no-pageview.client';
import { SiteFrame } from '@/features/frame/site-frame';
import { LoadAsDocument } from './load-as-document.client';

/** The not-found page's title (spec section 2: "Page not found") and no indexing. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false } };
}

/** What the not-found page says (spec section 2): its heading, the path, a hint and the way home. */
async function NotFoundContent({ path }: { path?: string }) {
  const t = await getTranslations('notFound');
  const nav = await getTranslations('nav');
  return (
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
  );
}

/** The not-found page in the site's frame, as the server's whole-page render of a 404 shows it (lib/errors/error-page.ts). */
export function NotFoundPage({ path }: { path?: string }) {
  return (
    <SiteFrame>
      <NotFoundContent path={path} />
    </SiteFrame>
  );
}

/**
 * What Next's not-found boundary shows. Next puts a boundary's element into the RSC payload of every
 * page below it, so with the frame this cost every page a second header and footer (15 KB of its
 * payload). Without it: a document that meets a 404 gets the whole page from the server
 * (server/error-pages.mjs), and a client-side navigation that meets one loads the address as a document.
 */
export function NotFoundBoundary() {
  return (
    <main id="inhoud" className="px-4">
      <NotFoundContent />
      <LoadAsDocument />
    </main>
  );
}
