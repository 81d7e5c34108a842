import { defaultLocale, isLocale } from '@standplaats/shared';
import { CmsError } from '@/lib/cms/errors';
import { suggestSite } from '@/lib/cms/search';
import { resultPath } from '@/lib/search/result-path';
import { localisedPath } from '@/lib/seo/alternates';

export type Suggestion = { href: string; type: string; title: { text: string; match: boolean }[] };

/** GET /api/search/suggest?q=&locale= → { items }: the header box's suggestions, read from the CMS. */
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
    if (error instanceof CmsError && error.status < 500) return Response.json({ items: [] }, { status: error.status === 429 ? 429 : 200, headers });
    throw error;
  }
}
