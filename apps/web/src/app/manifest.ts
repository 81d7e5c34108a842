import type { MetadataRoute } from 'next';
import { defaultLocale } from '@standplaats/shared';
import { webManifest } from '@/lib/app/manifest';

// The Dutch manifest at /manifest.webmanifest; the English one is app/[locale]/manifest.webmanifest.
export default function manifest(): Promise<MetadataRoute.Manifest> {
  return webManifest(defaultLocale);
}
