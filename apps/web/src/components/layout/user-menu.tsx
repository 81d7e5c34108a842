import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, type Locale, localisedPath } from '@standplaats/shared';
import { SIGNED_IN_COOKIE } from '@/lib/auth/cookies';
import { UserMenuIsland } from './user-menu.client';

/** The header's account corner: rendered into cached pages, so the member is filled in by the browser. */
export async function UserMenu({ logOut }: { logOut: (locale: Locale) => Promise<void> }) {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : 'nl';
  const t = await getTranslations('user');
  return (
    <UserMenuIsland
      labels={{ login: t('login'), menu: t('menu'), account: t('account'), logout: t('logout') }}
      loginHref={localisedPath(locale, '/inloggen')}
      accountHref={localisedPath(locale, '/account')}
      logout={logOut.bind(null, locale)}
      signedInCookie={SIGNED_IN_COOKIE}
    />
  );
}
