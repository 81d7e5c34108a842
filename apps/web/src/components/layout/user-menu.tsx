import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { prefetchFor } from './nav-items';

/** Anonymous visitors get the log-in link; the signed-in menu arrives with accounts. */
export async function UserMenu() {
  const t = await getTranslations('user');
  return (
    <Link
      href="/inloggen"
      prefetch={prefetchFor('/inloggen')}
      className="whitespace-nowrap rounded bg-main px-3 py-1 font-semibold text-cool-900 no-underline hover:bg-main-600"
    >
      {t('login')}
    </Link>
  );
}
