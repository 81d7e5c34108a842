import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { fetchMember, type Member } from '@/lib/cms/auth';
import { CmsError } from '@/lib/cms/errors';
import { clearToken, readToken, storeToken } from './cookies';
import { rememberLogIn } from './gated-page';
import { loginPath } from './paths';

/** The member the auth cookie belongs to, or null; fetched once per request (spec section 4). */
export const currentMember = cache(async (): Promise<Member | null> => {
  const token = await readToken();
  if (!token) return null;
  try {
    return await fetchMember(token);
  } catch (error) {
    // An expired or revoked token, or a deleted account: nobody is signed in.
    if (error instanceof CmsError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
});

/**
 * Log-in, sign-up, a reset and a provider's callback end here (spec section 4): the old token is
 * cleared, the new JWT stored, then the member loaded.
 */
export async function startSession(jwt: string): Promise<Member> {
  await clearToken();
  await storeToken(jwt);
  return fetchMember(jwt);
}

/** Log-out: token and member are gone. */
export async function endSession() {
  await clearToken();
}

/**
 * The signed-in member; anyone else is sent to log in and brought back to `path` (a site path)
 * afterwards. The proxy already sends visitors without a token; this catches an expired one.
 */
export async function requireMember(locale: Locale, path: string): Promise<Member> {
  const logIn = loginPath(locale, localisedPath(locale, path));
  const member = await currentMember();
  if (!member) redirect(logIn);
  rememberLogIn(logIn);
  return member;
}
