'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { mayPrefetch, PREFETCH_DELAY_MS, type ConnectionInfo } from '@/lib/app/prefetch-policy';
import { afterLoad } from '@/lib/app/idle';
import { prefetchedLinks } from '@/i18n/site-link';

const prefetched = new Set<string>();

/**
 * Prefetches the pages that the site's visible links point to (but those marked not to), starting
 * a second after the page has loaded (spec section 9) instead of at once as next/link does, and
 * not at all on slow-2g or Save-Data.
 * Runs again for each page, so links that a navigation brings in are seen too.
 */
export function useDelayedPrefetch(pathname: string) {
  const router = useRouter();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!mayPrefetch(connection) || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
        observer.unobserve(entry.target);
        const { origin, pathname: path, search } = new URL(entry.target.href);
        if (origin !== location.origin || prefetched.has(path + search)) continue;
        prefetched.add(path + search);
        router.prefetch(path + search);
      }
    });
    const stop = afterLoad(() => {
      const timer = setTimeout(() => document.querySelectorAll(prefetchedLinks).forEach((link) => observer.observe(link)), PREFETCH_DELAY_MS);
      return () => clearTimeout(timer);
    });
    return () => {
      stop();
      observer.disconnect();
    };
  }, [pathname, router]);
}
