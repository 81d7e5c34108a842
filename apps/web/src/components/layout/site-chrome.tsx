import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Header } from './header';
import { Footer } from './footer';

/** The default layout's frame: skip link, header, main region, footer. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const t = await getTranslations('header');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#inhoud"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-main focus:px-3 focus:py-2 focus:text-cool-900"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="inhoud" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <Footer />
    </div>
  );
}
