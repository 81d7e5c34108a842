import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    // Tracked links and API routes are not content, and the calendar's month view, a page per
    // month, is for visitors (the events are in the lists and the sitemap); everything else may be crawled.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/l/', '/en/l/', '/*weergave=maand'] },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
