import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    // Tracked links and API routes are not content; everything else may be crawled.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/l/', '/en/l/'] },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
