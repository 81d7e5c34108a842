import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { logOutAction } from '@/features/auth/actions';

/** Log-out as a plain form posting to a server action: it works without JavaScript. */
export async function LogoutButton({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations('user');
  return (
    <form action={logOutAction.bind(null, locale)}>
      <button type="submit" className={className ?? 'rounded border border-cool-500 px-4 py-2 font-semibold hover:bg-main-100 dark:hover:bg-cool-800'}>
        {t('logout')}
      </button>
    </form>
  );
}
