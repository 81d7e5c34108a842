/**
 * A page that fails while the CMS cannot be reached is not the site's bug: it answers 503 with
 * Retry-After (and no caching), so browsers, crawlers and proxies come back later, instead of a
 * 500. Cached pages are not touched: they keep being served, stale, until the CMS is back.
 *
 * The site's CMS client notes when the CMS last failed to answer (src/lib/cms/availability.ts);
 * a 5xx written within CMS_DOWN_WINDOW_MS of that becomes the 503.
 */
import { rewriteStatus } from './rewrite-status.mjs';

const LAST_UNREACHABLE = Symbol.for('standplaats.cms.unreachableAt');
export const CMS_DOWN_WINDOW_MS = 10_000;
export const RETRY_AFTER_SECONDS = 30;

export const cmsRecentlyUnreachable = (now = Date.now()) => {
  const at = globalThis[LAST_UNREACHABLE];
  return typeof at === 'number' && now - at < CMS_DOWN_WINDOW_MS;
};

/** Rewrites the status of `response` when it turns out a 5xx while the CMS is unreachable. */
export function answerUnavailableWhileCmsDown(response) {
  rewriteStatus(response, (status) => (status >= 500 && cmsRecentlyUnreachable() ? { status: 503, retryAfter: RETRY_AFTER_SECONDS } : null));
}
