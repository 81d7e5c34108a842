'use client';

import { usePathname } from 'next/navigation';
import { localeCookie, type Locale } from '@standplaats/shared';
import { splitLocale } from '@/i18n/pathname';
import { notPrefetched, siteLink } from '@/i18n/site-link';

type Props = {
  locale: Locale;
  /** The language's own name ("English"), the visible text. */
  name: string;
  /** Said before the name to screen readers ("Taal"), so the name reads "Taal: English". */
  label: string;
  /**
   * The page's version in `locale`, when its path differs there (a slug in the other language):
   * for the page `of`; on any other page (the header stays while the visitor navigates) the switch
   * keeps the path.
   */
  version?: { of: string; path: string };
  className?: string;
};

/**
 * Links to the page in `locale`, with the language prefix even for Dutch so the proxy does not
 * send the visitor back by the old cookie; the click stores the new choice first, as a page load would.
 */
export function LanguageLink({ locale, name, label, version, className }: Props) {
  const here = splitLocale(usePathname()).path;
  const target = version?.of === here ? version.path : here;
  const remember = () => {
    document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}`;
  };
  return (
    <a href={target === '/' ? `/${locale}` : `/${locale}${target}`} {...siteLink} {...notPrefetched} onClick={remember} hrefLang={locale} className={className}>
      <span className="sr-only">{label}: </span>
      <span lang={locale}>{name}</span>
    </a>
  );
}
