import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { logOutEverywhereAction } from '@/features/account/actions';
import { logOutAction } from '@/features/auth/actions';
import { secondaryButton } from '@/components/ui/button-styles';

/**
 * Log-out as a plain form posting to a server action: it works without JavaScript. `everywhere`
 * logs the member out on every device.
 */
export async function LogoutButton({ locale, everywhere = false, className }: { locale: Locale; everywhere?: boolean; className?: string }) {
  const t = await getTranslations();
  return (
    <form action={(everywhere ? logOutEverywhereAction : logOutAction).bind(null, locale)}>
      <button type="submit" className={className ?? secondaryButton}>
        {everywhere ? t('account.everywhere.submit') : t('user.logout')}
      </button>
    </form>
  );
}
