import { env } from '@/lib/env';

// Only these run nothing when a browser opens them; anything else (SVG, HTML, PDF) is served in
// a sandbox, so an uploaded file can never run script as the site.
const RASTER_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);
/** How long the CMS may take to start answering before the visitor gets a 504. */
const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * Media from the CMS, served on the site's own origin: the browser talks to the site only, and
 * the image optimiser can treat uploads as local images.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment.includes('/'))) return new Response(null, { status: 404 });
  const upstream = await fetch(`${env.CMS_URL}/uploads/${path.map(encodeURIComponent).join('/')}`, {
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  }).catch((error: unknown) => (error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : null));
  if (upstream === 'timeout') return new Response(null, { status: 504 });
  if (!upstream?.ok || !upstream.body) return new Response(null, { status: upstream?.status === 404 ? 404 : 502 });
  const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  if (!RASTER_IMAGES.has(type.replace(/;.*$/s, '').trim().toLowerCase())) headers.set('Content-Security-Policy', 'sandbox');
  return new Response(upstream.body, { headers });
}
