import { urlSetXml } from '@/lib/seo/sitemap-xml';
import { parsePartName } from '@/lib/seo/sitemap-part-names';
import { partUrls } from '@/features/sitemap/sitemap-parts';

/** One part of the crawler sitemap, e.g. `/sitemaps/articles-1.xml`. */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[name]'>) {
  const part = parsePartName((await params).name);
  const urls = part && (await partUrls(part));
  if (!urls) return new Response('Not found', { status: 404 });
  return new Response(urlSetXml(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
