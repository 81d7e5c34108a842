/** Where the browser keeps its push subscription (spec section 9), and how long before it is renewed. */
export const TOKEN_KEY = 'messagingToken';
export const TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type StoredToken = { endpoint: string; savedAt: number };
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readToken(store: Store): StoredToken | null {
  try {
    const value: unknown = JSON.parse(store.getItem(TOKEN_KEY) ?? 'null');
    if (typeof value === 'object' && value !== null && 'endpoint' in value && 'savedAt' in value && typeof value.endpoint === 'string' && typeof value.savedAt === 'number') {
      return { endpoint: value.endpoint, savedAt: value.savedAt };
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

export function saveToken(store: Store, endpoint: string, now = Date.now()) {
  store.setItem(TOKEN_KEY, JSON.stringify({ endpoint, savedAt: now } satisfies StoredToken));
}

/** A token older than 7 days is renewed: subscribed again and sent to the CMS again. */
export const isStale = (token: StoredToken, now = Date.now()) => now - token.savedAt >= TOKEN_MAX_AGE_MS;
