import 'server-only';
import { redirect } from 'next/navigation';
import { readToken } from '@/lib/auth/cookies';
import { logInAfterSessionEnded } from '@/lib/auth/gated-page';
import { env } from '@/lib/env';
import { noteCmsFailure } from './availability';
import { createCmsClient, type CmsClient } from './client';
import { CmsError } from './errors';

const logged = (client: CmsClient) => {
  client.onError((error) => {
    if (error.status >= 500) console.error(`[cms] ${error.name} ${error.status}: ${error.message}`);
    noteCmsFailure(error);
  });
  return client;
};

/** Reads public content; cacheable, so it never looks at the visitor's cookies. */
export const cms = logged(createCmsClient({ url: env.CMS_URL, version: env.CMS_API_VERSION }));

/**
 * A member's session can end while a page of theirs is under way: they logged out everywhere,
 * changed their password or deleted the account in another tab, after the page let them in
 * (`requireMember`). A read for them then answers 401; they are sent to log in and back to that
 * page, as the page would have sent them a moment earlier, rather than shown an error. A call that
 * passed no gate (a route handler, an action) gets the 401 and answers it as it does a signed-out member.
 */
function toLogInWhenSessionEnded(error: unknown): never {
  const logIn = error instanceof CmsError && error.status === 401 ? logInAfterSessionEnded() : undefined;
  if (!logIn) throw error;
  redirect(logIn);
}

const memberClient = logged(createCmsClient({ url: env.CMS_URL, version: env.CMS_API_VERSION, getToken: readToken }));

/** Calls made for the signed-in member: the client sends the JWT from the auth cookie as a bearer. Never cached. */
export const memberCms: CmsClient = { ...memberClient, get: (path, options) => memberClient.get(path, options).catch(toLogInWhenSessionEnded) };
