'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localeCookie, type Locale } from '@standplaats/shared';
import { splitLocale } from '@/i18n/pathname';

type Props = { locale: Locale; label: string };

/**
 * Links to the same page in `locale`, with the language prefix even for Dutch so the proxy does not
 * send the visitor back by the old cookie; the click stores the new choice first, as a page load would.
 */
export function LanguageSwitch({ locale, label }: Props) {
  const { path } = splitLocale(usePathname());
  const remember = () => {
    document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}`;
  };
  return (
    <Link
      href={path === '/' ? `/${locale}` : `/${locale}${path}`}
      prefetch={false}
      onClick={remember}
      hrefLang={locale}
      lang={locale}
      aria-label={label}
      className="rounded px-2 py-1 text-sm font-semibold uppercase hover:bg-main-100 dark:hover:bg-cool-800"
    >
      {locale}
    </Link>
  );
}
