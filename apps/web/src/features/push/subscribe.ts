import type { Locale } from '@standplaats/shared';
import { isStale, readToken, saveToken } from '@/lib/push/token';
import { PUSH_SUBSCRIBE_PATH, SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE, type PushError } from '@/lib/push/constants';

export type PushResult = { status: 'subscribed' } | { status: 'error'; error: PushError };
const failed = (error: PushError): PushResult => ({ status: 'error', error });

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Turns on push for this browser (spec section 4), only ever after a click: asks permission when it
 * is still `default`, registers the service worker, subscribes with the site's VAPID key and hands
 * the subscription to the site, which stores it in the CMS. Loaded only when the opt-in is used.
 */
export async function subscribeToPush(vapidPublicKey: string, locale: Locale, { renew = false } = {}): Promise<PushResult> {
  if (!supported()) return failed('unsupported-browser');
  if (!navigator.onLine) return failed('app-offline');
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return failed('permission-blocked');
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
    const existing = await registration.pushManager.getSubscription();
    if (existing && renew) await existing.unsubscribe();
    const subscription =
      (renew ? null : existing) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidPublicKey }));
    const response = await fetch(PUSH_SUBSCRIBE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscription: subscription.toJSON(), locale }),
    });
    if (!response.ok) return failed('token-subscribe-failed');
    saveToken(localStorage, subscription.endpoint);
    return { status: 'subscribed' };
  } catch {
    return failed(navigator.onLine ? 'token-subscribe-failed' : 'app-offline');
  }
}

/** The stored token, renewed when it is 7 days old; none (null) without permission or service workers. */
export async function currentToken(vapidPublicKey: string, locale: Locale): Promise<string | null> {
  if (!supported() || Notification.permission !== 'granted') return null;
  const token = readToken(localStorage);
  if (token && !isStale(token)) return token.endpoint;
  const result = await subscribeToPush(vapidPublicKey, locale, { renew: token !== null });
  return result.status === 'subscribed' ? (readToken(localStorage)?.endpoint ?? null) : null;
}
