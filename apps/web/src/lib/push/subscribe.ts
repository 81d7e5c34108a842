import type { Locale } from '@standplaats/shared';
import { isStale, readToken, saveToken } from '@/lib/push/token';
import { PUSH_REMINDERS_PATH, PUSH_SUBSCRIBE_PATH, SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE, type PushError } from '@/lib/push/constants';

export type PushResult = { status: 'subscribed' } | { status: 'error'; error: PushError };
/** Where a member's event reminders are on now (the site's answer), or what went wrong. */
export type RemindersResult = { status: 'saved'; endpoints: string[]; here: string } | { status: 'error'; error: PushError | 'signed-out' };
const failed = (error: PushError) => ({ status: 'error', error }) as const;

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * This browser's push subscription, made if need be: asks permission only when it is still
 * `default`, registers the service worker and subscribes with the site's VAPID key. `renew`
 * replaces the subscription it has. An error when any of it fails.
 */
async function browserSubscription(vapidPublicKey: string, renew = false): Promise<{ subscription: PushSubscription; replaced?: string } | PushError> {
  if (!supported()) return 'unsupported-browser';
  if (!navigator.onLine) return 'app-offline';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'permission-blocked';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
  const existing = await registration.pushManager.getSubscription();
  if (existing && !renew) return { subscription: existing };
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidPublicKey });
  return { subscription, replaced: existing?.endpoint };
}

/** Hands a subscription to the site; its answer, or null when it could not be reached. */
const post = (path: string, body: unknown) =>
  fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null);

const unreachable = () => failed(navigator.onLine ? 'token-subscribe-failed' : 'app-offline');

/**
 * Turns on push for this browser (spec section 4), only ever after a click, and hands the
 * subscription to the site, which stores it in the CMS. Loaded only when the opt-in is used.
 */
export async function subscribeToPush(vapidPublicKey: string, locale: Locale, { renew = false } = {}): Promise<PushResult> {
  try {
    const made = await browserSubscription(vapidPublicKey, renew);
    if (typeof made === 'string') return failed(made);
    const response = await post(PUSH_SUBSCRIBE_PATH, { subscription: made.subscription.toJSON(), locale, replaces: made.replaced });
    if (!response?.ok) return unreachable();
    saveToken(localStorage, made.subscription.endpoint);
    return { status: 'subscribed' };
  } catch {
    return unreachable();
  }
}

/**
 * A signed-in member turns reminders of the events they registered for on or off in this
 * browser (the account page). Turning them on subscribes the browser as the opt-in does; turning
 * them off keeps breaking news, if it was on.
 */
export async function setEventReminders(vapidPublicKey: string, locale: Locale, on: boolean): Promise<RemindersResult> {
  try {
    const made = await browserSubscription(vapidPublicKey);
    if (typeof made === 'string') return failed(made);
    const response = await post(PUSH_REMINDERS_PATH, { subscription: made.subscription.toJSON(), locale, on });
    if (response?.status === 401) return { status: 'error', error: 'signed-out' };
    if (!response?.ok) return unreachable();
    saveToken(localStorage, made.subscription.endpoint);
    const { endpoints } = (await response.json()) as { endpoints: string[] };
    return { status: 'saved', endpoints, here: made.subscription.endpoint };
  } catch {
    return unreachable();
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
