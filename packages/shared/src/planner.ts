import { HALL_CODE, STAND_NUMBER } from './stands';

/**
 * "Mijn beursbezoek": a visitor's favourite stands at a fair, kept in the browser, in a share
 * link and, for a member, with the account. A stand is named by its label, hall code and stand
 * number as visitors read it on the floor: "8.B12".
 */
export const STAND_LABEL = new RegExp(`^${HALL_CODE.source.slice(1, -1)}\\.${STAND_NUMBER.source.slice(1, -1)}$`);
/** The most favourites one fair keeps (and one link carries): a long day's visits and then some. */
export const MAX_FAVOURITES = 100;
