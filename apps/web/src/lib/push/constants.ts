/** The service worker's fixed path at the site root, and its scope (spec section 4). */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
/** Where the browser hands its subscription to the site's server. */
export const PUSH_SUBSCRIBE_PATH = '/api/push/subscriptions';
/** Where a signed-in member's browser turns event reminders on or off. */
export const PUSH_REMINDERS_PATH = '/api/push/reminders';

export const PUSH_ERRORS = ['permission-blocked', 'unsupported-browser', 'token-subscribe-failed', 'app-offline'] as const;
export type PushError = (typeof PUSH_ERRORS)[number];
