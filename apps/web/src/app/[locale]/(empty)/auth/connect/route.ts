import { cookies } from 'next/headers';
import { isLocale, type Locale } from '@standplaats/shared';
import { emitAnalyticsEvent } from '@/lib/analytics/emit';
import { cookieOptions } from '@/lib/auth/cookies';
import { authErrorCode } from '@/lib/auth/errors';
import { loginPath, safeRedirect } from '@/lib/auth/paths';
import { startSession } from '@/lib/auth/session';
import { providerCallback } from '@/lib/cms/auth';
import { env } from '@/lib/env';

// Social log-in (spec section 7): it starts here, goes to the CMS's /connect/{provider} and the
// provider, and comes back here, where the provider's answer becomes the member's JWT.

/** Which provider a log-in in progress is with, and where to go after: remembered for ten minutes. */
const FLOW_COOKIE = 'standplaats_oauth';

const redirectTo = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

export async function GET(request: Request, { params }: RouteContext<'/[locale]/auth/connect'>) {
  const { locale: requested } = await params;
  const locale: Locale = isLocale(requested) ? requested : 'nl';
  const url = new URL(request.url);
  const jar = await cookies();
  const failed = async (code: string) => {
    await emitAnalyticsEvent('auth fail');
    return redirectTo(`${loginPath(locale)}?${new URLSearchParams({ error: code })}`);
  };

  // The start: /auth/connect?provider=github&redirect=/account
  const provider = url.searchParams.get('provider');
  if (provider) {
    if (!env.AUTH_PROVIDERS.includes(provider)) return failed('invalid-credential');
    const flow = { provider, redirect: safeRedirect(url.searchParams.get('redirect'), locale) };
    jar.set(FLOW_COOKIE, JSON.stringify(flow), { ...cookieOptions(), maxAge: 600 });
    return redirectTo(`${(env.CMS_PUBLIC_URL ?? env.CMS_URL).replace(/\/$/, '')}/api/connect/${encodeURIComponent(provider)}`);
  }

  // The way back from the CMS: the provider said no, or its answer waits in the CMS's session.
  const flow = parseFlow(jar.get(FLOW_COOKIE)?.value);
  jar.delete(FLOW_COOKIE);
  if (!flow || url.searchParams.has('error')) return failed('invalid-credential');
  try {
    const jwt = await providerCallback(flow.provider, {
      accessToken: url.searchParams.get('access_token') ?? undefined,
      cookie: cmsSessionCookies(request.headers.get('cookie')),
    });
    await startSession(jwt);
    await emitAnalyticsEvent('sign in');
    return redirectTo(safeRedirect(flow.redirect, locale));
  } catch (error) {
    const code = authErrorCode(error);
    return failed(code === 'unknown' ? 'invalid-credential' : code);
  }
}

/**
 * The CMS's session cookies from the browser's (the CMS and the site share a host name, or a
 * parent domain in production): only those go along, not the member's other cookies.
 */
function cmsSessionCookies(header: string | null): string | undefined {
  const session = (header ?? '').split(/;\s*/).filter((pair) => pair.startsWith('koa.sess'));
  return session.length > 0 ? session.join('; ') : undefined;
}

function parseFlow(value: string | undefined): { provider: string; redirect: string } | null {
  try {
    const flow: unknown = JSON.parse(value ?? '');
    if (typeof flow === 'object' && flow !== null && 'provider' in flow && 'redirect' in flow && typeof flow.provider === 'string' && typeof flow.redirect === 'string') {
      return { provider: flow.provider, redirect: flow.redirect };
    }
  } catch {
    // A missing or altered cookie: the flow did not start here.
  }
  return null;
}
