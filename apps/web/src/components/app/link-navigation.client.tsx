'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { siteLinks } from '@/i18n/site-link';
import { pageLink } from '@/lib/app/page-link';

/**
 * Follows the site's own links with the app router, as next/link does, from one listener for the
 * whole document: a link is plain markup, with no code of its own to load or hydrate. It listens on
 * the window, after every handler in the page, so a link's own click handler and the living app's
 * full load of a new build can still prevent it. Before this runs, a click loads the page in full.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = pageLink(event, siteLinks);
      if (!link) return;
      event.preventDefault();
      router.push(link.href);
    };
    window.addEventListener('click', follow);
    return () => window.removeEventListener('click', follow);
  }, [router]);
  return null;
}
