import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Header, type HeaderProps } from './header';
import { Footer } from './footer';

type Props = HeaderProps & {
  children: ReactNode;
  /** Shown in the footer beside the publisher's line. */
  footerAside: ReactNode;
};

/** The default layout's frame: skip link, header, main region, footer. */
export async function SiteChrome({ children, languageSwitch, userMenu, footerAside }: Props) {
  const t = await getTranslations('header');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#inhoud"
        className="skip-link"
      >
        {t('skipToContent')}
      </a>
      <Header languageSwitch={languageSwitch} userMenu={userMenu} />
      <main id="inhoud" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <Footer aside={footerAside} />
    </div>
  );
}
