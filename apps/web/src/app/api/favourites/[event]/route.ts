import { readToken } from '@/lib/auth/cookies';
import { CmsError } from '@/lib/cms/errors';
import { favouritesBody, memberFavourites, saveMemberFavourites } from '@/lib/cms/fair-visits';
import { requestLocale, tooManyRequests } from '@/lib/errors/too-many-requests';

type Context = RouteContext<'/api/favourites/[event]'>;

const EVENT = /^[a-z0-9]{1,64}$/;
const cmsFailure = (request: Request, error: unknown) => {
  if (error instanceof CmsError && (error.status === 401 || error.status === 403)) return Response.json({ error: 'signed-out' }, { status: 401 });
  if (error instanceof CmsError && error.status === 404) return Response.json({ error: 'unknown-fair' }, { status: 404 });
  if (error instanceof CmsError && error.status === 429) return tooManyRequests(requestLocale(request), error.retryAfter);
  if (error instanceof CmsError && error.status < 500) return Response.json({ error: 'refused' }, { status: 400 });
  throw error;
};

/** GET /api/favourites/{event} → { stands }: the signed-in member's favourites at a fair, kept with the account. */
export async function GET(request: Request, { params }: Context) {
  const { event } = await params;
  if (!EVENT.test(event)) return Response.json({ error: 'unknown-fair' }, { status: 404 });
  if (!(await readToken())) return Response.json({ error: 'signed-out' }, { status: 401 });
  try {
    return Response.json({ stands: await memberFavourites(event) }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return cmsFailure(request, error);
  }
}

/**
 * PUT /api/favourites/{event} { stands, merge } → { stands }: this browser's list kept with the
 * account, added to it the first time after signing in (`merge`), replacing it after a change.
 */
export async function PUT(request: Request, { params }: Context) {
  const { event } = await params;
  if (!EVENT.test(event)) return Response.json({ error: 'unknown-fair' }, { status: 404 });
  if (!(await readToken())) return Response.json({ error: 'signed-out' }, { status: 401 });
  const parsed = favouritesBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'invalid-favourites' }, { status: 400 });
  try {
    return Response.json({ stands: await saveMemberFavourites(event, parsed.data) }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return cmsFailure(request, error);
  }
}
