import 'server-only';
import { cookies, headers } from 'next/headers';
import { after } from 'next/server';
import { SESSION_COOKIE, type AnalyticsEvent, type LeadKind, type TrackedItemType } from '@standplaats/shared';
import { env } from '@/lib/env';
import { deviceClass } from './device';
import { forwarder } from './forward';
import { dropReason } from './privacy';
import { decodeSession } from './session-cookie';

/** The events the site's server records itself (spec section 3's names). */
export type ServerEvent = 'user sign up' | 'sign in' | 'sign out' | 'auth fail' | 'forgot password' | 'update password' | 'email link';

/**
 * Records one analytics event the server sees (log-ins, sign-ups, mailed links), through the same
 * door as the browser's batches. The same rules hold: nothing under GPC or DNT, nothing for bots,
 * no address or user agent. The contract has no room for free-form details: the name is the event.
 * A failure is swallowed: tracking never breaks a page.
 */
export async function emitAnalyticsEvent(name: ServerEvent) {
  await record({ name });
}

/**
 * A Lead the server has confirmed (a newsletter sign-up confirmed from its mail, an event
 * registration, a subscription order): recorded here rather than in the browser, because only
 * the server knows it succeeded. The apply link of a vacancy is a click: the tracker records it.
 */
export async function emitLead(lead: LeadKind, item?: { type: TrackedItemType; id: string }) {
  await record({ name: 'Lead', lead, ...(item && { item }) });
}

async function record(event: Omit<AnalyticsEvent, 'url' | 'ts'>) {
  try {
    const request = await headers();
    if (dropReason(request)) return;
    const now = Date.now();
    // A visitor without the tracker's cookie (no JavaScript yet) counts as a session of one event.
    const session = decodeSession((await cookies()).get(SESSION_COOKIE)?.value, now)?.id ?? crypto.randomUUID();
    // The page the visitor acted on (a server action's Referer), when it is one of ours, without
    // its query (a mailed link's token stays here).
    const referer = request.get('referer') ? new URL(request.get('referer')!) : null;
    // The site's own origin (SITE_URL) either way: the CMS counts only events on it.
    const url = new URL(referer && referer.host === request.get('host') ? referer.pathname : '/', env.SITE_URL).href;
    const device = deviceClass(request.get('user-agent') ?? '', request.get('sec-ch-ua-mobile'));
    const batch = { data: { events: [{ ...event, url: url.slice(0, 2048), ts: now }], session, device } };
    // Sent once the visitor has the answer: a slow CMS never slows a log-in or a form.
    const send = await forwarder();
    after(() => send(batch).catch(() => {}));
  } catch {
    // Swallowed on purpose (spec section 8: analytics send failure).
  }
}
