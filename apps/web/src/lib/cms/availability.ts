import { noteAnswerStatus, LIMIT_RETRY_AFTER_SECONDS } from '@/lib/errors/answer-status';
import type { CmsError } from './errors';

/**
 * When the CMS last failed to answer at all (no connection, or a gateway's 502/503/504), kept
 * where the site's server (apps/web/server) can read it: a page that fails while the CMS is
 * unreachable is answered 503 with Retry-After there, not 500. Symbol.for names one slot for
 * every copy of this module and for the server.
 */
const LAST_UNREACHABLE = Symbol.for('standplaats.cms.unreachableAt');

export const UNREACHABLE_MESSAGE = 'Content service unreachable';

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** Whether a failed call means the CMS could not be reached, rather than that it said no. */
export const isUnreachable = (error: CmsError) => GATEWAY_STATUSES.has(error.status) || error.message.startsWith(UNREACHABLE_MESSAGE);

export function noteCmsFailure(error: CmsError) {
  if (isUnreachable(error)) (globalThis as Record<symbol, unknown>)[LAST_UNREACHABLE] = Date.now();
  // The CMS refused this visitor for going too fast: what the site answers them is a 429 as well,
  // whatever message the page or form shows (and a route handler's own status stands).
  if (error.status === 429) noteAnswerStatus(429, error.retryAfter ?? LIMIT_RETRY_AFTER_SECONDS);
}
