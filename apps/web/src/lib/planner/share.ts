import { MAX_FAVOURITES, mergeFavourites, STAND_LABEL } from '@standplaats/shared';

// A visitor's favourites at a fair travel in the planner's URL as stand labels in the order they
// were saved: /kalender/{slug}/beursbezoek?s=1.B12_2.A3. The labels are what a visitor reads on
// the floor, and the same on every device; `_` is left as it is by URL encoding, unlike a comma.

/** The query parameter that carries the favourites. */
export const SHARE_PARAM = 's';
const SEPARATOR = '_';

/** Stand labels ("1.B12") for the URL, in their order. */
export const encodeFavourites = (stands: readonly string[]) => stands.join(SEPARATOR);

/**
 * The stand labels in a share parameter, in their order, each once (the first time it comes);
 * null when the parameter is not a list of stands or names more than MAX_FAVOURITES.
 */
export function decodeFavourites(raw: string | string[] | undefined): string[] | null {
  if (typeof raw !== 'string') return raw === undefined ? [] : null;
  if (raw.trim() === '') return [];
  const labels = raw.split(SEPARATOR);
  if (labels.length > MAX_FAVOURITES || !labels.every((label) => STAND_LABEL.test(label))) return null;
  return mergeFavourites(labels);
}
