import {
  MAX_URL_LENGTH,
  SESSION_COOKIE,
  SESSION_LIFETIME_MS,
  SESSION_POLL_DELAY_MS,
  type AnalyticsEvent,
  type LeadKind,
  type TrackedItemType,
} from '@standplaats/shared';
import { createQueue } from './queue';
import { decodeSession, encodeSession, newSession } from './session-cookie';

// The browser half of the analytics (spec §4, §7, §9). Hand-written and free of dependencies: it
// is on every page, and a library (Umami's or Plausible's script) would double its weight while
// not knowing Next's client-side navigation, our session cookie or our batch.

/** The site's route (without the trailing slash, which Next would answer with a 308 first). */
const ENDPOINT = '/api/statistics';
/** Events that may wait are sent this long after the first of them. */
const BATCH_DELAY_MS = 1000;

type Item = { type: TrackedItemType; id: string };
type Extra = Pick<AnalyticsEvent, 'item' | 'target' | 'lead'>;

let started = false;
let optedOut = false;
let session = '';
let referrer: string | undefined;
/** A path shown as a 404 (the catch-all): no page view is counted for it. */
let notFoundPath: string | undefined;
/** The item the current page records itself, for the clicks made on it. */
let pageItem: { path: string; item: Item } | undefined;

const here = () => (location.origin + location.pathname + location.search).slice(0, MAX_URL_LENGTH);

function post(body: string, beacon: boolean) {
  if (beacon && navigator.sendBeacon?.(ENDPOINT, body)) return;
  fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {});
}

const queue = createQueue(post, () => session, BATCH_DELAY_MS);

/** GPC or Do Not Track: no cookie and no events. */
function privacyRequested() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** Reads the session cookie, or issues one for a year (spec §9). */
function readSession(now: number) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${SESSION_COOKIE}=([^;]*)`));
  const current = decodeSession(match?.[1], now);
  if (current) return match![1]!;
  // randomUUID exists only in secure contexts (https, localhost); a plain-http host gets 32 hex.
  const id = crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const value = encodeSession(newSession(id, now));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=${value}; Max-Age=${SESSION_LIFETIME_MS / 1000}; Path=/; SameSite=Lax${secure}`;
  return value;
}

/** Starts the tracker once per page load; safe to call from every island. */
export function start(): boolean {
  if (started) return !optedOut;
  started = true;
  try {
    optedOut = privacyRequested();
    if (optedOut) return false;
    session = readSession(Date.now());
    // Where the visitor came from; a page of our own (a full reload, a form) is no source.
    referrer = document.referrer && !document.referrer.startsWith(location.origin + '/') ? document.referrer : undefined;
    // Session polling starts after the spec's delay; the tab's visibility pauses and resumes it.
    setTimeout(() => track('session start'), SESSION_POLL_DELAY_MS);
    addEventListener('visibilitychange', () => track(document.visibilityState === 'hidden' ? 'session pause' : 'session resume', {}, true));
    addEventListener('pagehide', () => track('session stop', {}, true));
    addEventListener('click', onClick, true);
  } catch {
    optedOut = true;
  }
  return !optedOut;
}

/** Queues an event on this page; `beacon` sends it at once in a way that survives leaving it. */
export function track(name: AnalyticsEvent['name'], extra: Extra = {}, beacon = false) {
  if (!start()) return;
  queue.push({ name, url: here(), ts: Date.now(), ...extra });
  if (beacon) queue.flush(true);
  else if (name === 'session start') queue.flush();
  else queue.later();
}

/** A page view; the first of a page load carries the referrer. */
export function trackView(item?: Item) {
  if (!start() || notFoundPath === location.pathname) return;
  if (item) pageItem = { path: location.pathname, item };
  const from = referrer && referrer.length <= MAX_URL_LENGTH ? referrer : undefined;
  referrer = undefined;
  track('Pageview', { ...(item && { item }), ...(from && { referrer: from }) });
}

/**
 * The page is a 404 (`/c`, the catch-all, and any unknown content): its view is not counted,
 * whether the tracker's view of it was already queued or comes after this.
 */
export function notFound() {
  if (!start()) return;
  notFoundPath = location.pathname;
  const url = here();
  queue.drop((event) => event.name === 'Pageview' && event.url === url);
}

/**
 * Clicks that count (delegated, so no link needs its own script): links marked
 * `data-track="marketing"` (a company's website) are Marketing, `data-track="apply"` (a vacancy's
 * apply link) is a Lead; they carry the page's own item. A tracked outbound link `/l/{id}` is
 * counted by the site's server when it is followed (it works without JavaScript), not here.
 */
function onClick(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link?.dataset.track) return;
  const mark = link.dataset.track;
  const item = pageItem?.path === location.pathname ? pageItem.item : undefined;
  const extra: Extra = { ...(/^https?:/.test(link.href) && { target: link.href.slice(0, MAX_URL_LENGTH) }), ...(item && { item }) };
  if (mark === 'apply') track('Lead', { ...extra, lead: 'apply' }, true);
  else track('Marketing', extra, true);
}

export type { Item, LeadKind };
