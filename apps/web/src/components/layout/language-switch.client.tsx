'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';

/** Links to the same page in the other language; next-intl's Link stores the choice in the cookie. */
export function LanguageSwitch() {
  const locale = useLocale();
  const pathname = usePathname();
  const t = useTranslations('header');
  const other = locale === 'nl' ? 'en' : 'nl';
  return (
    <Link
      href={pathname}
      locale={other}
      hrefLang={other}
      lang={other}
      aria-label={`${t('language')}: ${other === 'en' ? 'English' : 'Nederlands'}`}
      className="rounded px-2 py-1 text-sm font-semibold uppercase hover:bg-main-100 dark:hover:bg-cool-800"
    >
      {other}
    </Link>
  );
}
