'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** Anonymous visitors get the log-in link; the signed-in menu arrives with accounts. */
export function UserMenu() {
  const t = useTranslations('user');
  return (
    <Link
      href="/inloggen"
      className="whitespace-nowrap rounded bg-main px-3 py-1 font-semibold text-cool-900 no-underline hover:bg-main-600"
    >
      {t('login')}
    </Link>
  );
}
