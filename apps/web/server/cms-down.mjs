// @ts-check
import { CMS_UNREACHABLE_AT } from './names.mjs';

/**
 * A page that fails while the CMS cannot be reached is not the site's bug: it answers 503 with
 * Retry-After (and no caching), so browsers, crawlers and proxies come back later, instead of a
 * 500. Cached pages are not touched: they keep being served, stale, until the CMS is back.
 *
 * The site's CMS client notes when the CMS last failed to answer (src/lib/cms/availability.ts);
 * a 5xx written within CMS_DOWN_WINDOW_MS of that becomes the 503.
 */
export const CMS_DOWN_WINDOW_MS = 10_000;
export const RETRY_AFTER_SECONDS = 30;

export const cmsRecentlyUnreachable = (now = Date.now()) => {
  const at = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[CMS_UNREACHABLE_AT];
  return typeof at === 'number' && now - at < CMS_DOWN_WINDOW_MS;
};

/** @type {import('./response-head.mjs').Rule} */
export const cmsDown = (head) => (head.status >= 500 && cmsRecentlyUnreachable() ? { ...head, status: 503, retryAfter: RETRY_AFTER_SECONDS } : head);
