import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isSameSitePath } from '@/lib/security/secrets';

/** Leaves draft mode and goes back to the page: `path`, else the page the link was on (its Referer), else home. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const url = new URL(request.url);
  redirect([url.searchParams.get('path'), refererPath(request)].find(isSameSitePath) ?? '/');
}

/** The path of the page the request came from; only the path, so it stays on this site whoever sent it. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  return `${from.pathname}${from.search}`;
}
