import { defaultLocale, isLocale, localisedPath } from '@standplaats/shared';
import { CmsError } from '@/lib/cms/errors';
import { suggestSite } from '@/lib/cms/search';
import { tooManyRequests } from '@/lib/errors/too-many-requests';
import { resultPath } from '@/lib/search/result-path';

export type Suggestion = { href: string; type: string; title: { text: string; match: boolean }[] };

/**
 * GET /api/search/suggest?q=&locale= → { items }: the header box's suggestions, read from the CMS;
 * a visitor past the CMS's search limit gets 429 with Retry-After and a message to show.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 200);
  const lang = params.get('locale');
  const locale = isLocale(lang) ? lang : defaultLocale;
  const headers = { 'Cache-Control': 'no-store' };
  if (!q.trim()) return Response.json({ items: [] }, { headers });
  try {
    const results = await suggestSite(q, locale);
    const items: Suggestion[] = results.flatMap((result) => {
      const path = resultPath(result);
      return path ? [{ href: localisedPath(locale, path), type: result.type, title: result.title }] : [];
    });
    return Response.json({ items }, { headers });
  } catch (error) {
    if (error instanceof CmsError && error.status === 429) return tooManyRequests(locale, error.retryAfter, { items: [] });
    if (error instanceof CmsError && error.status < 500) return Response.json({ items: [] }, { headers });
    throw error;
  }
}
