import { HALL_CODE, STAND_NUMBER } from './stands';

/**
 * "Mijn beursbezoek": a visitor's favourite stands at a fair, kept in the browser, in a share
 * link and, for a member, with the account. A stand is named by its label, hall code and stand
 * number as visitors read it on the floor: "8.B12".
 */
export const STAND_LABEL = new RegExp(`^${HALL_CODE.source.slice(1, -1)}\\.${STAND_NUMBER.source.slice(1, -1)}$`);
/** The most favourites one fair keeps (and one link carries): a long day's visits and then some. */
export const MAX_FAVOURITES = 100;

/** A stand label ("1.B12") as its hall code and number; null when it cannot be one. */
export function parseStandLabel(label: string): { hall: string; number: string } | null {
  if (!STAND_LABEL.test(label)) return null;
  const [hall, number] = label.split('.');
  return { hall: hall!, number: number! };
}

/** Whether two stand labels (or hall codes, or stand numbers) name the same: "1.b12" is "1.B12". */
export const sameStand = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Lists of favourites as one: each stand once, where it first comes, at most MAX_FAVOURITES. */
export function mergeFavourites(...lists: readonly (readonly string[])[]): string[] {
  const merged: string[] = [];
  for (const stand of lists.flat()) {
    if (merged.length === MAX_FAVOURITES) break;
    if (!merged.some((kept) => sameStand(kept, stand))) merged.push(stand);
  }
  return merged;
}
