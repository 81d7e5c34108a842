import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { isSameSitePath, secretMatches } from '@/lib/security/secrets';

/** The CMS preview button lands here: checks the secret, turns on draft mode, opens the page. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  if (!secretMatches(url.searchParams.get('secret'), env.PREVIEW_SECRET)) {
    return new Response('Invalid preview secret', { status: 401 });
  }
  const path = url.searchParams.get('path');
  if (!isSameSitePath(path)) return new Response('The preview path must be a path on this site', { status: 400 });

  const draft = await draftMode();
  if (url.searchParams.get('status') === 'published') draft.disable();
  else draft.enable();
  redirect(path);
}
