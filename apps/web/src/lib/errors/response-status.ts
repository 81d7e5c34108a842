import type { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_CONTEXT } from '../../../server/names.mjs';
import type { RequestContext } from '../../../server/request-context.mjs';

/** How long a visitor past a one-minute limit is asked to wait, when nobody said otherwise. */
export const LIMIT_RETRY_AFTER_SECONDS = 60;

/**
 * Answers this request with `status` (and Retry-After, when given) instead of its success: the
 * site's server turns the page's or form's 2xx into it (server/response-head.mjs), since Next lets
 * a page or a server action choose no status but 404.
 */
export function setResponseStatus(status: number, retryAfter?: number) {
  const context = ((globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT] as AsyncLocalStorage<RequestContext> | undefined)?.getStore();
  if (context) Object.assign(context, { status, retryAfter });
}
