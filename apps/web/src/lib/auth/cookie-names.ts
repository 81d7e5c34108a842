// The auth cookies' names, apart from the code that reads them, so the proxy can check them too.

/** The member's JWT: httpOnly, so no page script can read it (spec sections 4 and 6). */
export const TOKEN_COOKIE = 'standplaats_token';
/**
 * Says only that someone is signed in, for the user menu on cached pages to know whether to ask
 * who; it carries nothing secret, and the server never trusts it.
 */
export const SIGNED_IN_COOKIE = 'standplaats_signed_in';
/** Where the activation page's log-in link returns to: the page a visitor signed up from. */
export const AFTER_ACTIVATION_COOKIE = 'standplaats_after_activation';
