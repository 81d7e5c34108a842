import 'server-only';
import type { CollectedBatch } from '@standplaats/shared';
import { cms } from '@/lib/cms';
import { siteOnly } from '@/lib/cms/site-only';

/** The CMS answers within this or the batch counts as failed (the page never waits on it). */
const TIMEOUT_MS = 5000;

/**
 * The one door from the site to the CMS's analytics: `POST /api/statistics` with the site's
 * secret. The visitor's address that `siteOnly` adds for rate limits is taken off: analytics
 * never forwards an IP address. Throws on failure; callers decide what the visitor sees.
 */
export async function forwardBatch(batch: CollectedBatch): Promise<void> {
  await (await forwarder())(batch);
}

/**
 * The same, in two steps: the request's part now, the call later (in `after()`, where a server
 * component may no longer read the request).
 */
export async function forwarder(): Promise<(batch: CollectedBatch) => Promise<void>> {
  const options = await siteOnly();
  const { 'X-Client-Address': _address, ...headers } = options.headers;
  return async (batch) => {
    await cms.post('/statistics', batch, { ...options, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  };
}
