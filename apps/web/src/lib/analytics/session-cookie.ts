import { SESSION_LIFETIME_MS, type SessionRecord } from '@standplaats/shared';

/** A session id: what `crypto.randomUUID()` makes, or any short url-safe token. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The cookie's value (spec §9): base64 of JSON `{id, iat, exp}`, iat and exp in ms. */
export const encodeSession = (record: SessionRecord) => btoa(JSON.stringify(record));

/** A new session record issued at `now`, valid for one year. */
export const newSession = (id: string, now: number): SessionRecord => ({ id, iat: now, exp: now + SESSION_LIFETIME_MS });

/** The record in a cookie value, or null when it is not one of ours or has expired at `now`. */
export function decodeSession(value: string | undefined | null, now: number): SessionRecord | null {
  if (!value || value.length > 512) return null;
  try {
    const record: unknown = JSON.parse(atob(decodeURIComponent(value)));
    if (typeof record !== 'object' || record === null) return null;
    const { id, iat, exp } = record as Record<string, unknown>;
    if (typeof id !== 'string' || !SESSION_ID.test(id)) return null;
    if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp) || (exp as number) <= now) return null;
    return { id, iat: iat as number, exp: exp as number };
  } catch {
    return null;
  }
}
