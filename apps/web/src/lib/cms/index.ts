import 'server-only';
import { env } from '@/lib/env';
import { createCmsClient } from './client';

/**
 * Reads public content; cacheable, so it never looks at the visitor's cookies. Calls made for a
 * signed-in member pass `getToken` reading the auth cookie (the client sends it as a bearer).
 */
export const cms = createCmsClient({ url: env.CMS_URL, version: env.CMS_API_VERSION });

cms.onError((error) => {
  if (error.status >= 500) console.error(`[cms] ${error.name} ${error.status}: ${error.message}`);
});
