import { env } from '@/lib/env';
import { sitemapIndexXml } from '@/lib/seo/sitemap-xml';
import { partFileName } from '@/lib/seo/sitemap-part-names';
import { listParts } from '@/features/sitemap/sitemap-parts';

// Built per request from the data cache, not at build time: the CMS need not run during a build.
export const dynamic = 'force-dynamic';

/** The crawler sitemap index: one part per content type and per 50,000 URLs. */
export async function GET() {
  const parts = await listParts();
  const xml = sitemapIndexXml(parts.map((part) => ({ loc: new URL(`/sitemaps/${partFileName(part)}`, env.SITE_URL).toString() })));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
