'use client';

import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { pageviewRule } from '@/lib/analytics/pageview-rule';
import { start, trackView } from '@/lib/analytics/tracker';

/** A Pageview on first load and on each client-side navigation, for the paths the tracker counts. */
function PageviewOnNavigation() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    if (start() && pageviewRule(pathname, query) === 'auto') trackView();
  }, [pathname, query]);
  return null;
}

/**
 * The site's analytics island (one line in the locale layout). It reads nothing from the request
 * on the server and renders nothing, so cached pages stay cached; it all happens in the browser.
 */
export function Tracker() {
  return (
    <Suspense fallback={null}>
      <PageviewOnNavigation />
    </Suspense>
  );
}
