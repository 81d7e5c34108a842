import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { createCmsClient } from './client';

export const AUTH_COOKIE = 'jwt';

/** Reads public content; cacheable, so it never looks at the visitor's cookies. */
export const cms = createCmsClient({ url: env.CMS_URL, version: env.CMS_API_VERSION });

/** Acts for the visitor: sends the JWT from the auth cookie as a bearer token when it is there. */
export const cmsAsVisitor = createCmsClient({
  url: env.CMS_URL,
  version: env.CMS_API_VERSION,
  getToken: async () => (await cookies()).get(AUTH_COOKIE)?.value,
});

for (const client of [cms, cmsAsVisitor]) {
  client.onError((error) => {
    if (error.status >= 500) console.error(`[cms] ${error.name} ${error.status}: ${error.message}`);
  });
}
