/** How long a path stays guarded after the app reloaded it (spec section 9). */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'standplaats:reload-guard';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether the app may reload `path` now, and if so records it: a page that fails again within 10 s
 * of its own reload (an old chunk that keeps missing) is left alone instead of reloading in a loop.
 */
export function mayReload(path: string, store: Store, now = Date.now()): boolean {
  const last = readGuard(store);
  if (last && last.path === path && now - last.at < RELOAD_GUARD_MS) return false;
  try {
    store.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    // No storage (private mode, blocked): reloading without a guard could loop, so do not.
    return false;
  }
}

function readGuard(store: Store) {
  try {
    const value: unknown = JSON.parse(store.getItem(RELOAD_GUARD_KEY) ?? 'null');
    return isGuard(value) ? value : null;
  } catch {
    return null;
  }
}

function isGuard(value: unknown): value is { path: string; at: number } {
  return typeof value === 'object' && value !== null && 'path' in value && 'at' in value && typeof value.path === 'string' && typeof value.at === 'number';
}

/** A failed load of a script of another build: webpack's, Turbopack's and the browsers' own wording. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message);
}
