import 'server-only';
import { cache } from 'react';

/**
 * The member's page this request renders, as `requireMember` let the member in: a browser path.
 * Their session can still end later in the same render (`memberCms`); the log-in page they are then
 * sent to brings them back here. One per request (React's `cache`), so nothing is shared between
 * requests; a request that passed no gate (a route handler) has none.
 */
const gatedPage = cache((): { path?: string } => ({}));

export function rememberGatedPage(path: string) {
  gatedPage().path = path;
}

export const gatedPagePath = (): string | undefined => gatedPage().path;
