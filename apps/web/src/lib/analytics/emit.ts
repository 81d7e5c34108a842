import 'server-only';
import { cookies } from 'next/headers';
import { cms } from '@/lib/cms';
import { siteOnly } from '@/lib/cms/site-only';

/** The events the site's server records itself (spec section 3's names). */
export type ServerEvent = 'user sign up' | 'sign in' | 'sign out' | 'auth fail' | 'forgot password' | 'update password' | 'email link';

/** The spec's session cookie (section 9); the analytics pipeline sets it. */
const SESSION_COOKIE = 'session';

/**
 * Records one analytics event. The one door for events the server sees (the analytics pipeline
 * builds on it); like the spec's analytics, a failure is swallowed: tracking never breaks a page.
 */
export async function emitAnalyticsEvent(name: ServerEvent, data: Record<string, string | number | boolean | null> = {}) {
  try {
    const session = (await cookies()).get(SESSION_COOKIE)?.value;
    await cms.post('/analytics-events/record', { events: [{ name, data }], ...(session ? { session } : {}) }, await siteOnly());
  } catch {
    // Swallowed on purpose (spec section 8: analytics send failure).
  }
}
