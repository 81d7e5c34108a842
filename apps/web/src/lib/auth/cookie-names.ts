// The auth cookies' names and attributes, apart from the code that reads them, so the proxy can
// check them too.

/** The member's JWT: httpOnly, so no page script can read it (spec sections 4 and 6). */
export const TOKEN_COOKIE = 'standplaats_token';
/**
 * Says only that someone is signed in, for the user menu on cached pages to know whether to ask
 * who; it carries nothing secret, and the server never trusts it.
 */
export const SIGNED_IN_COOKIE = 'standplaats_signed_in';
/** Where the activation page's log-in link returns to: the page a visitor signed up from. */
export const AFTER_ACTIVATION_COOKIE = 'standplaats_after_activation';

/**
 * What every cookie of the site's server is: out of reach of page scripts unless said otherwise,
 * sent along on top-level navigations only, and Secure wherever the site is served over https
 * (production); a local http site could not keep a Secure cookie.
 */
export const cookieDefaults = (siteUrl: string) =>
  ({ httpOnly: true, sameSite: 'lax', secure: new URL(siteUrl).protocol === 'https:', path: '/' }) as const;
