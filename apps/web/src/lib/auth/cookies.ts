import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { cookieDefaults, SIGNED_IN_COOKIE, TOKEN_COOKIE } from './cookie-names';

export { AFTER_ACTIVATION_COOKIE, SIGNED_IN_COOKIE, TOKEN_COOKIE } from './cookie-names';

/** The CMS issues JWTs for 30 days (apps/cms/config/plugins.ts); the cookie lasts as long. */
const MAX_AGE = 30 * 24 * 60 * 60;

/** The attributes of the site's cookies on this site (see `cookieDefaults`). */
export const cookieOptions = () => cookieDefaults(env.SITE_URL);

export async function readToken(): Promise<string | undefined> {
  return (await cookies()).get(TOKEN_COOKIE)?.value || undefined;
}

/** Stores a fresh JWT (after log-in, sign-up, a reset or a provider's callback). */
export async function storeToken(jwt: string) {
  const jar = await cookies();
  jar.set(TOKEN_COOKIE, jwt, { ...cookieOptions(), maxAge: MAX_AGE });
  jar.set(SIGNED_IN_COOKIE, '1', { ...cookieOptions(), httpOnly: false, maxAge: MAX_AGE });
}

export async function clearToken() {
  const jar = await cookies();
  jar.delete(TOKEN_COOKIE);
  jar.delete(SIGNED_IN_COOKIE);
}
