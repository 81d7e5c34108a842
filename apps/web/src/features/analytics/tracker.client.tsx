'use client';

import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { pageviewRule } from '@/lib/analytics/pageview-rule';
import { start, trackView } from '@/lib/analytics/tracker';

// The tracker's functions for the site's other islands (a detail page's view, a 404, a saved
// favourite), which import them from here: a page then loads the tracker's code once, in one
// chunk with this island, not again in a chunk of its own.
export { notFound, track, trackView } from '@/lib/analytics/tracker';
// The living app as well: every page loads both once it is idle (features/frame/idle-islands.client.tsx), in this one file.
export { LivingApp } from '@/components/app/living-app.client';

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
