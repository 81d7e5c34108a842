import 'server-only';
import { z } from 'zod';
import { locales, type Locale } from '@standplaats/shared';
import { visitorHeaders } from '@/lib/auth/visitor';
import { cms, memberCms } from './index';

// The identity service of spec section 7: users-permissions on the CMS. Never cached.

const noStore = { cache: 'no-store' as const };
const jwtSchema = z.object({ jwt: z.string().min(1) });

const memberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable().optional(),
  language: z.enum(locales).nullable().optional(),
});

export type Member = { id: number; email: string; name: string; language: Locale };

const toMember = (user: z.infer<typeof memberSchema>): Member => ({
  id: user.id,
  email: user.email,
  name: user.name || user.email,
  language: user.language ?? 'nl',
});

/** GET /users/me with this token (spec section 7). */
export async function fetchMember(jwt: string): Promise<Member> {
  return toMember(memberSchema.parse(await cms.get('/users/me', { ...noStore, headers: { Authorization: `Bearer ${jwt}` } })));
}

/** POST /auth/local; the CMS limits attempts per account and per visitor. */
export async function logIn(identifier: string, password: string): Promise<string> {
  return jwtSchema.parse(await cms.post('/auth/local', { identifier, password }, { ...noStore, headers: await visitorHeaders() })).jwt;
}

/**
 * POST /auth/local/register. With activation on (the default) there is no JWT until the address
 * is confirmed, and the answer is the same whether or not the address had an account.
 */
export async function register(member: { name: string; email: string; password: string; language: Locale }): Promise<string | null> {
  const body = await cms.post('/auth/local/register', { username: member.email, ...member }, { ...noStore, headers: await visitorHeaders() });
  return z.object({ jwt: z.string().optional() }).parse(body).jwt ?? null;
}

/** POST /auth/forgot-password: always `ok`; a known address gets a reset link in `locale`. */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  await cms.post('/auth/forgot-password', { email, locale }, { ...noStore, headers: await visitorHeaders() });
}

/** POST /auth/reset-password with the code from the mailed link. */
export async function resetPassword(code: string, password: string): Promise<string> {
  const body = { code, password, passwordConfirmation: password };
  return jwtSchema.parse(await cms.post('/auth/reset-password', body, { ...noStore, headers: await visitorHeaders() })).jwt;
}

/** POST /auth/change-password for the signed-in member; answers a fresh JWT. */
export async function changePassword(currentPassword: string, password: string): Promise<string> {
  const body = { currentPassword, password, passwordConfirmation: password };
  return jwtSchema.parse(await memberCms.post('/auth/change-password', body, noStore)).jwt;
}

/** POST /auth/send-email-confirmation: a new activation mail; unknown addresses get the same answer. */
export async function resendActivation(email: string): Promise<void> {
  await cms.post('/auth/send-email-confirmation', { email }, { ...noStore, headers: await visitorHeaders() });
}

/** GET /auth/email-confirmation with the mailed code; the CMS answers a redirect when it worked. */
export async function activateAccount(confirmation: string): Promise<void> {
  await cms.get('/auth/email-confirmation', { ...noStore, params: { confirmation }, redirect: 'manual' });
}

/**
 * GET /auth/{provider}/callback: the provider's answer becomes a JWT. Strapi 5 keeps the answer in
 * its session, so the browser's CMS session cookie goes along; older versions read `access_token`.
 */
export async function providerCallback(provider: string, { accessToken, cookie }: { accessToken?: string; cookie?: string }): Promise<string> {
  const body = await cms.get(`/auth/${encodeURIComponent(provider)}/callback`, {
    ...noStore,
    params: accessToken ? { access_token: accessToken } : undefined,
    headers: { ...(await visitorHeaders()), ...(cookie ? { Cookie: cookie } : {}) },
  });
  return jwtSchema.parse(body).jwt;
}

const DEFAULT_MIN_PASSWORD = 6;

/** The password policy: the CMS's minimum length, or 6 when it gives none (spec section 5). */
export async function passwordMinLength(): Promise<number> {
  try {
    const body = await cms.get('/account/password-policy', { next: { revalidate: 3600 } });
    return z.object({ data: z.object({ minLength: z.number().int().positive().nullable() }) }).parse(body).data.minLength ?? DEFAULT_MIN_PASSWORD;
  } catch {
    return DEFAULT_MIN_PASSWORD;
  }
}
