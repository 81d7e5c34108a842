import 'server-only';
import { readToken } from '@/lib/auth/cookies';
import { env } from '@/lib/env';
import { noteCmsFailure } from './availability';
import { createCmsClient, type CmsClient } from './client';

const logged = (client: CmsClient) => {
  client.onError((error) => {
    if (error.status >= 500) console.error(`[cms] ${error.name} ${error.status}: ${error.message}`);
    noteCmsFailure(error);
  });
  return client;
};

/** Reads public content; cacheable, so it never looks at the visitor's cookies. */
export const cms = logged(createCmsClient({ url: env.CMS_URL, version: env.CMS_API_VERSION }));

/** Calls made for the signed-in member: the client sends the JWT from the auth cookie as a bearer. Never cached. */
export const memberCms = logged(createCmsClient({ url: env.CMS_URL, version: env.CMS_API_VERSION, getToken: readToken }));
