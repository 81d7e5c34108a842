import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '@/lib/push/constants';

/** What the service worker is told: keep these pages of a fair, and the scripts and styles they run on. */
export const KEEP_MESSAGE = 'standplaats:keep';

/**
 * Asks the service worker (registered here if push has not done so) to keep the given pages and
 * the page's own static files, so the planner, the exhibitor list and the plans open without a
 * network in the hall. Quietly nothing where service workers are not available.
 */
export function keepForOffline(pages: string[]) {
  if (!('serviceWorker' in navigator)) return;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/_next/static/`));
  navigator.serviceWorker
    .register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: KEEP_MESSAGE, urls: [...pages, ...assets] }))
    .catch(() => {});
}
