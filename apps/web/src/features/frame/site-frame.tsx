import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { logOutAction } from '@/features/auth/actions';
import { PushOptIn } from '@/features/push/push-opt-in';

/** The site's frame with the features it shows: the header's log-out, the footer's push opt-in. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <SiteChrome logOut={logOutAction} footerAside={<PushOptIn />}>
      {children}
    </SiteChrome>
  );
}
