import 'server-only';
import { cookies, headers } from 'next/headers';
import { SESSION_COOKIE } from '@standplaats/shared';
import { env } from '@/lib/env';
import { deviceClass } from './device';
import { forwardBatch } from './forward';
import { dropReason } from './privacy';
import { decodeSession } from './session-cookie';

/** The events the site's server records itself (spec section 3's names). */
export type ServerEvent = 'user sign up' | 'sign in' | 'sign out' | 'auth fail' | 'forgot password' | 'update password' | 'email link';

/**
 * Records one analytics event the server sees (log-ins, sign-ups, mailed links), through the same
 * door as the browser's batches. The same rules hold: nothing under GPC or DNT, nothing for bots,
 * no address or user agent. The contract has no room for free-form details, so `_details` (kept
 * so callers say what happened) is not sent. A failure is swallowed: tracking never breaks a page.
 */
export async function emitAnalyticsEvent(name: ServerEvent, _details: Record<string, string | number | boolean | null> = {}) {
  try {
    const request = await headers();
    if (dropReason(request)) return;
    const now = Date.now();
    // A visitor without the tracker's cookie (no JavaScript yet) counts as a session of one event.
    const session = decodeSession((await cookies()).get(SESSION_COOKIE)?.value, now)?.id ?? crypto.randomUUID();
    const referer = request.get('referer');
    const url = referer?.startsWith(new URL(env.SITE_URL).origin) || referer?.startsWith(`${request.get('x-forwarded-proto') ?? 'http'}://${request.get('host')}`) ? referer : env.SITE_URL;
    const device = deviceClass(request.get('user-agent') ?? '', request.get('sec-ch-ua-mobile'));
    await forwardBatch({ data: { events: [{ name, url: url.slice(0, 2048), ts: now }], session, device } });
  } catch {
    // Swallowed on purpose (spec section 8: analytics send failure).
  }
}
