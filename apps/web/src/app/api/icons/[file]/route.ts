import { ICON_NAME, iconSet, iconsOf, MAX_ICONS_PER_REQUEST } from '@/lib/icons/sets';

const text = (status: number, message: string) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * GET /api/icons/{collection}.json?icons=a,b,c: icon data in Iconify's JSON format, from the sets
 * installed with the site (spec section 7). An unknown set is a 404, which the client loader takes
 * as final; a missing or malformed icon list is a 400. Names a set lacks are listed in `not_found`.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/icons/[file]'>) {
  const { file } = await params;
  const collection = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
  const set = ICON_NAME.test(collection) ? await iconSet(collection) : null;
  if (!set) return text(404, '404 Not Found: no such icon set.');

  const names = (new URL(request.url).searchParams.get('icons') ?? '').split(',');
  if (names.some((name) => !ICON_NAME.test(name))) return text(400, '400 Bad Request: icons must be a comma-separated list of icon names.');
  if (names.length > MAX_ICONS_PER_REQUEST) return text(400, `400 Bad Request: at most ${MAX_ICONS_PER_REQUEST} icons per request.`);

  return Response.json(iconsOf(set, [...new Set(names)]), {
    // The sets change only with a new build; a day in any cache is safe.
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}
