import { LIMIT_RETRY_AFTER_SECONDS, setResponseStatus } from '@/lib/errors/response-status';
import { CMS_UNREACHABLE_AT } from '../../../server/names.mjs';
import type { CmsError } from './errors';

export const UNREACHABLE_MESSAGE = 'Content service unreachable';

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** Whether a failed call means the CMS could not be reached, rather than that it said no. */
export const isUnreachable = (error: CmsError) => GATEWAY_STATUSES.has(error.status) || error.message.startsWith(UNREACHABLE_MESSAGE);

/**
 * Notes a failed call: when the CMS could not be reached at all (no connection, or a gateway's
 * 502/503/504), the time, where the site's server reads it (server/cms-down.mjs): a page that
 * fails while the CMS is unreachable is answered 503 with Retry-After there, not 500.
 */
export function noteCmsFailure(error: CmsError) {
  if (isUnreachable(error)) (globalThis as Record<symbol, unknown>)[CMS_UNREACHABLE_AT] = Date.now();
  // The CMS refused this visitor for going too fast: what the site answers them is a 429 as well,
  // whatever message the page or form shows (and a route handler's own status stands).
  if (error.status === 429) setResponseStatus(429, error.retryAfter ?? LIMIT_RETRY_AFTER_SECONDS);
}
