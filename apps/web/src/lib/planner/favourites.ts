import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { mergeFavourites, sameStand } from '@standplaats/shared';
import { SIGNED_IN_COOKIE } from '@/lib/auth/cookie-names';
import { decodeFavourites, encodeFavourites } from './share';

// The favourites of a visitor without an account live in this browser's localStorage, one list
// per fair (by the fair's documentId, the same in both languages), as the share link spells it.
// Every island on a page reads the same store, and a change in one tab reaches the others. A
// signed-in member's list is also kept with the account: the first time this browser sees them
// signed in, its list is added to the account's; from then on the account's list is the one.

const KEY = (event: string) => `standplaats:beursbezoek:${event}`;
/** Told to this tab's islands when one of them changes a list (other tabs hear `storage`). */
const CHANGED = 'standplaats:beursbezoek';

function stored(event: string): string {
  try {
    return localStorage.getItem(KEY(event)) ?? '';
  } catch {
    // Storage refused (a private window's quota, a blocked site): no favourites kept.
    return '';
  }
}

/** The stand labels kept for a fair in this browser, in the order they were saved. */
export const readFavourites = (event: string) => decodeFavourites(stored(event)) ?? [];

/** Says that this browser's list of a fair was merged into the signed-in member's (set until they sign out). */
const MERGED = (event: string) => `standplaats:beursbezoek-account:${event}`;
const accountPath = (event: string) => `/api/favourites/${encodeURIComponent(event)}`;
const signedIn = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
const mergedHere = (event: string) => {
  try {
    return localStorage.getItem(MERGED(event)) === '1';
  } catch {
    return false;
  }
};

/**
 * Sends a list to the account. After a merge the account's list is kept here, with anything
 * saved here meanwhile (a share link opened as the page loaded), which goes back to the account.
 */
function toAccount(event: string, stands: readonly string[], merge: boolean) {
  fetch(accountPath(event), { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ stands, merge }) })
    .then((response) => (response.ok ? (response.json() as Promise<{ stands: string[] }>) : null))
    .then((kept) => {
      if (!kept || !merge) return;
      localStorage.setItem(MERGED(event), '1');
      const both = mergeFavourites(kept.stands, readFavourites(event));
      keep(event, both);
      if (both.length > kept.stands.length) toAccount(event, both, false);
    })
    .catch(() => {});
}

const synced = new Set<string>();

/**
 * Once a page load, per fair: a signed-in member's list comes from the account (this browser's
 * is merged into it the first time); a signed-out visitor's browser forgets it merged.
 */
export function syncWithAccount(event: string) {
  if (synced.has(event)) return;
  synced.add(event);
  if (!signedIn()) {
    try {
      localStorage.removeItem(MERGED(event));
    } catch {
      // Nothing kept, nothing to forget.
    }
    return;
  }
  if (!mergedHere(event)) return toAccount(event, readFavourites(event), true);
  fetch(accountPath(event), { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<{ stands: string[] }>) : null))
    .then((kept) => kept && keep(event, kept.stands))
    .catch(() => {});
}

/** Keeps a fair's list in this browser and tells the page's islands. */
function keep(event: string, stands: readonly string[]) {
  try {
    const list = mergeFavourites(stands);
    if (list.length === 0) localStorage.removeItem(KEY(event));
    else localStorage.setItem(KEY(event), encodeFavourites(list));
  } catch {
    return;
  }
  dispatchEvent(new Event(CHANGED));
}

/** The visitor's change of a fair's list: kept here, and with the account of a signed-in member. */
export function writeFavourites(event: string, stands: readonly string[]) {
  keep(event, stands);
  if (signedIn() && mergedHere(event)) toAccount(event, readFavourites(event), false);
}

/** Saves a stand as a favourite, or lets it go; whether it is one now. */
export function toggleFavourite(event: string, stand: string): boolean {
  const list = readFavourites(event);
  const kept = list.some((other) => sameStand(other, stand));
  writeFavourites(event, kept ? list.filter((other) => !sameStand(other, stand)) : [...list, stand]);
  return !kept;
}

/** Calls `onChange` when a list changes, in this tab or another; answers the unsubscribe. */
export function subscribeToFavourites(onChange: () => void) {
  addEventListener(CHANGED, onChange);
  addEventListener('storage', onChange);
  return () => {
    removeEventListener(CHANGED, onChange);
    removeEventListener('storage', onChange);
  };
}

/** A fair's favourites in this browser (a member's from the account); null while the page is rendered on the server or hydrating. */
export function useFavourites(event: string): string[] | null {
  const raw = useSyncExternalStore(subscribeToFavourites, () => stored(event), () => null);
  useEffect(() => syncWithAccount(event), [event]);
  return useMemo(() => (raw === null ? null : (decodeFavourites(raw) ?? [])), [raw]);
}
