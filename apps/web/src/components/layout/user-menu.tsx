import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, localisedPath, type Locale } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { Icon } from '@/components/ui/icon';
import { UserMenuIsland } from './user-menu.client';

type Props = {
  /** Signs the member out and brings them back in their language (a server action). */
  logOut: (locale: Locale) => Promise<void>;
};

/** The header's account corner: rendered into cached pages, so the member is filled in by the browser. */
export async function UserMenu({ logOut }: Props) {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : 'nl';
  const [t, dashboard] = await Promise.all([getTranslations('user'), getTranslations('dashboard')]);
  return (
    <UserMenuIsland
      labels={{ login: t('login'), menu: t('menu'), account: t('account'), dashboard: dashboard('title'), logout: t('logout') }}
      loginHref={localisedPath(locale, '/inloggen')}
      accountHref={localisedPath(locale, '/account')}
      dashboardHref={localisedPath(locale, paths.industryDashboard)}
      logout={logOut.bind(null, locale)}
      icon={<Icon name="lucide:user-round" className="shrink-0 text-xl" />}
    />
  );
}
