'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { BUILD_ID, LATEST_BUILD_PATH } from '@/lib/app/build-id';
import { siteLinks } from '@/i18n/site-link';
import { pageLink } from '@/lib/app/page-link';
import { isChunkLoadError, mayReload } from '@/lib/app/reload-guard';
import { isStale, readToken } from '@/lib/push/token';
import type { Locale } from '@standplaats/shared';
import { useDelayedPrefetch } from './use-delayed-prefetch';

/** How often an open tab asks whether a new build is out (the spec leaves it open). */
const POLL_MS = 5 * 60_000;

let newBuildOut = false;

async function checkForNewBuild() {
  try {
    const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store' });
    const latest: unknown = response.ok ? await response.json() : null;
    if (latest && typeof latest === 'object' && 'id' in latest && typeof latest.id === 'string' && latest.id !== BUILD_ID) newBuildOut = true;
  } catch {
    // Offline or a deploy in progress: ask again at the next poll.
  }
}

/** A full page load of `href`, unless the guard says that path was just reloaded. */
function loadFully(href: string) {
  const url = new URL(href, location.href);
  if (!mayReload(url.pathname, sessionStorage)) return false;
  location.assign(url.href);
  return true;
}

/**
 * The app's behaviour that outlives a page: delayed prefetching (use-delayed-prefetch.ts), and
 * following new releases (spec section 4): it polls /builds/latest.json, and once the id
 * differs from its own build, the next navigation is a full page load instead of a client-side one.
 * A script of an older build that fails to load reloads the page too; the reload guard stops loops.
 */
export function LivingApp({ push }: { push?: { vapidPublicKey: string; locale: Locale } }) {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useDelayedPrefetch(pathname);

  // A push token older than 7 days is renewed; the push code loads only then.
  useEffect(() => {
    if (!push) return;
    try {
      const token = readToken(localStorage);
      if (!token || !isStale(token) || Notification.permission !== 'granted') return;
    } catch {
      return;
    }
    void import('@/lib/push/subscribe').then(({ currentToken }) => currentToken(push.vapidPublicKey, push.locale));
  }, [push]);

  useEffect(() => {
    void checkForNewBuild();
    const timer = setInterval(() => void checkForNewBuild(), POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void checkForNewBuild();
    const onClick = (event: MouseEvent) => {
      const link = newBuildOut ? pageLink(event, siteLinks) : null;
      if (link && loadFully(link.href)) event.preventDefault();
    };
    const onChunkError = (error: unknown) => isChunkLoadError(error) && loadFully(location.href);
    const onError = (event: ErrorEvent) => onChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => onChunkError(event.reason);
    document.addEventListener('visibilitychange', onVisible);
    document.addEventListener('click', onClick, true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  // A navigation the click did not catch (back, forward, a programmatic push) loads the new page again.
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (newBuildOut) loadFully(location.href);
  }, [pathname]);

  return null;
}
