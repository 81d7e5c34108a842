import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { SiteChrome } from '@/components/layout/site-chrome';
import { UserMenu } from '@/components/layout/user-menu';
import { logOutAction } from '@/features/auth/actions';
import { PushOptIn } from '@/features/push/push-opt-in';

/**
 * The header's islands: the link to the page in the other language (a route's `@languages` slot
 * knows it; elsewhere it is the same path) and the member's menu with its log-out.
 */
export const headerIslands = (languageSwitch: ReactNode = <LanguageSwitch />) => ({ languageSwitch, userMenu: <UserMenu logOut={logOutAction} /> });

/** The site's frame with the features it shows: the header's language switch and log-out, the footer's push opt-in. */
export function SiteFrame({ languageSwitch, children }: { languageSwitch?: ReactNode; children: ReactNode }) {
  return (
    <SiteChrome {...headerIslands(languageSwitch)} footerAside={<PushOptIn />}>
      {children}
    </SiteChrome>
  );
}
