import { z } from 'zod';
import { cms } from './index';
import { toRedirect, type Redirect } from './redirect-target';

const redirectSchema = z.object({ from: z.string(), to: z.string(), type: z.enum(['permanent', 'temporary']) });
const pageSchema = z.object({
  data: z.array(redirectSchema),
  meta: z.object({ pagination: z.object({ pageCount: z.number() }) }),
});

const TTL_MS = 30_000;
// The proxy waits for this before every page: a slow CMS must not hold the site up.
const LOAD_TIMEOUT_MS = 2000;
const PAGE_SIZE = 100;
// On globalThis, so the proxy and the revalidation route (separate bundles, one process) share it.
const store = globalThis as typeof globalThis & {
  __standplaatsRedirects?: { table: Map<string, Redirect>; at: number };
  __standplaatsRedirectsLoading?: Promise<void>;
};

async function loadTable(): Promise<Map<string, Redirect>> {
  const table = new Map<string, Redirect>();
  const signal = AbortSignal.timeout(LOAD_TIMEOUT_MS);
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const body = pageSchema.parse(
      await cms.get('/redirects', { params: { pagination: { page, pageSize: PAGE_SIZE }, fields: ['from', 'to', 'type'] }, cache: 'no-store', signal }),
    );
    pages = body.meta.pagination.pageCount;
    for (const { from, to, type } of body.data) {
      const redirect = toRedirect(to, type);
      if (redirect) table.set(from.replace(/\/+$/, '') || '/', redirect);
    }
  }
  return table;
}

/** The CMS redirect for a path (without language prefix), from a table kept for 30 seconds. */
export async function findRedirect(path: string): Promise<Redirect | null> {
  const cached = store.__standplaatsRedirects;
  if (!cached || Date.now() - cached.at > TTL_MS) {
    // One load at a time; a CMS that does not answer means the last table (or none), never a failed page.
    store.__standplaatsRedirectsLoading ??= loadTable()
      .catch(() => cached?.table ?? new Map<string, Redirect>())
      .then((table) => {
        store.__standplaatsRedirects = { table, at: Date.now() };
      })
      .finally(() => {
        store.__standplaatsRedirectsLoading = undefined;
      });
    await store.__standplaatsRedirectsLoading;
  }
  return store.__standplaatsRedirects?.table.get(path.replace(/\/+$/, '') || '/') ?? null;
}

/** Called when the CMS says redirects changed. */
export function forgetRedirects() {
  store.__standplaatsRedirects = undefined;
}
