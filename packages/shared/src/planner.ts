/**
 * "Mijn beursbezoek": a visitor's favourite stands at a fair, kept in the browser, in a share
 * link and, for a member, with the account. A stand is named by its label, hall code and stand
 * number as visitors read it on the floor: "8.B12".
 */
export const STAND_LABEL = /^[0-9A-Za-z]{1,10}\.[0-9A-Za-z-]{1,10}$/;
/** The most favourites one fair keeps (and one link carries): a long day's visits and then some. */
export const MAX_FAVOURITES = 100;
