import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

const CMS_TIMEOUT_MS = 2000;

/** The site's version and whether the CMS answers: 200 when both do, 503 otherwise. */
export async function GET() {
  const started = Date.now();
  const cmsUp = await fetch(`${env.CMS_URL}/_health`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
  }).then(
    (response) => response.ok,
    () => false,
  );

  return Response.json(
    {
      status: cmsUp ? 'ok' : 'degraded',
      version: process.env.STANDPLAATS_VERSION,
      site: { up: true },
      cms: { up: cmsUp, latencyMs: Date.now() - started },
    },
    { status: cmsUp ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
