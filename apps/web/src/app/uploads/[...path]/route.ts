import { env } from '@/lib/env';

/**
 * Media from the CMS, served on the site's own origin: the browser talks to the site only, and
 * the image optimiser can treat uploads as local images.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment.includes('/'))) return new Response(null, { status: 404 });
  const upstream = await fetch(`${env.CMS_URL}/uploads/${path.map(encodeURIComponent).join('/')}`).catch(() => null);
  if (!upstream?.ok || !upstream.body) return new Response(null, { status: upstream?.status === 404 ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
