import { defaultLocale, isLocale } from '@standplaats/shared';
import { webManifest } from '@/lib/app/manifest';

/** GET /en/manifest.webmanifest: the English manifest (the Dutch one is app/manifest.ts, without a prefix). */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/manifest.webmanifest'>) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale) return new Response('Not Found', { status: 404 });
  return new Response(JSON.stringify(await webManifest(locale)), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
}
