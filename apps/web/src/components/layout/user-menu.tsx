import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@standplaats/shared';
import { SIGNED_IN_COOKIE } from '@/lib/auth/cookies';
import { localisedPath } from '@/lib/seo/alternates';
import { logOutAction } from '@/features/auth/actions';
import { UserMenuIsland } from './user-menu.client';

/** The header's account corner: rendered into cached pages, so the member is filled in by the browser. */
export async function UserMenu() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : 'nl';
  const t = await getTranslations('user');
  return (
    <UserMenuIsland
      labels={{ login: t('login'), menu: t('menu'), account: t('account'), logout: t('logout') }}
      loginHref={localisedPath(locale, '/inloggen')}
      accountHref={localisedPath(locale, '/account')}
      logout={logOutAction.bind(null, locale)}
      signedInCookie={SIGNED_IN_COOKIE}
    />
  );
}
