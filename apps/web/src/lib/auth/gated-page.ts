import 'server-only';
import { cache } from 'react';

/**
 * Where a member goes whose session ends later in the render of a page `requireMember` let them
 * into (`memberCms`): the log-in page in the page's language, back to that page. One per request
 * (React's `cache`), so nothing is shared between requests; a request that passed no gate (a route
 * handler, an action) has none, and its caller answers a 401 itself.
 */
const gatedPage = cache((): { logIn?: string } => ({}));

export function rememberLogIn(logIn: string) {
  gatedPage().logIn = logIn;
}

export const logInAfterSessionEnded = (): string | undefined => gatedPage().logIn;
