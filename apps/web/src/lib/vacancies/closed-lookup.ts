import { cms } from '@/lib/cms/index';
import { isSlug } from '@/lib/cms/strapi';
import type { Locale } from '@standplaats/shared';

// Whether a vacancy slug names a vacancy that has ended, for the proxy: its page must answer 410,
// which a page of the App Router cannot set. Answers are kept 30 seconds, and forgotten when the
// CMS says vacancies changed, so the proxy asks the CMS once per slug and half minute at most.

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
// The proxy waits for this: a slow CMS must not hold the page up (it then renders as usual).
const TIMEOUT_MS = 1500;

// On globalThis, so the proxy and the revalidation route (separate bundles, one process) share it.
const store = globalThis as typeof globalThis & { __standplaatsClosedVacancies?: Map<string, { closed: boolean; at: number }> };
const answers = () => (store.__standplaatsClosedVacancies ??= new Map());

/** The slug of a vacancy page path (`/vacatures/{slug}`, without language prefix), else null. */
export function vacancySlugOf(path: string): string | null {
  const match = /^\/vacatures\/([^/]+)\/?$/.exec(path);
  const slug = match?.[1];
  return slug && slug !== 'plaatsen' && isSlug(slug) ? slug : null;
}

export async function isClosedVacancy(slug: string, locale: Locale): Promise<boolean> {
  const key = `${locale}:${slug}`;
  const known = answers().get(key);
  if (known && Date.now() - known.at < TTL_MS) return known.closed;
  let closed = false;
  try {
    await cms.get(`/vacancies/closed/${encodeURIComponent(slug)}`, { params: { locale }, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    closed = true;
  } catch (error) {
    // 404: not closed (open, or unknown: the page decides). Anything else: render as usual, ask again next time.
    if ((error as { status?: number }).status !== 404) return false;
  }
  if (answers().size >= MAX_ENTRIES) answers().clear();
  answers().set(key, { closed, at: Date.now() });
  return closed;
}

/** Called when the CMS says vacancies changed (one closed, was filled or approved). */
export function forgetClosedVacancies() {
  answers().clear();
}

/** The request header the proxy sets on its rewrite to the closed page; the page refuses to render without it. */
export const GONE_HEADER = 'x-standplaats-vacancy-gone';
/** The internal route that renders a closed vacancy. */
export const GONE_SEGMENT = 'niet-beschikbaar';
