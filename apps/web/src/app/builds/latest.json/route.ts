import { BUILD_ID } from '@/lib/app/build-id';

// Read per request and never stored, so an open tab sees a new build as soon as it serves.
export const dynamic = 'force-dynamic';

/** GET /builds/latest.json → { id }: the build this server runs; open tabs poll it (spec section 4). */
export function GET() {
  return Response.json({ id: BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
}
