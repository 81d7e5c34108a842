import 'server-only';
import { env } from '@/lib/env';
import { absoluteMediaUrl } from '@/lib/seo/metadata';

export type Enclosure = { url: string; type: string; length: number };

// An upload's name carries its hash, so its type and length never change: each is asked for once.
const known = new Map<string, Omit<Enclosure, 'url'>>();
const MAX_KNOWN = 5000;
const TIMEOUT_MS = 3000;

/**
 * A feed item's image as an enclosure: the type and byte length the CMS serves the upload with
 * (RSS needs both; a guess from the name says image/jpg and length 0). An image that is not an
 * upload, or that the CMS does not answer for, gets none.
 */
export async function enclosureOf(src: string): Promise<Enclosure | undefined> {
  if (!src.startsWith('/uploads/')) return undefined;
  const url = absoluteMediaUrl(src);
  const found = known.get(src);
  if (found) return { url, ...found };
  try {
    const response = await fetch(new URL(src, env.CMS_URL), { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const type = response.headers.get('content-type')?.replace(/;.*$/s, '').trim();
    const length = Number(response.headers.get('content-length'));
    if (!response.ok || !type || !Number.isInteger(length) || length <= 0) return undefined;
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(src, { type, length });
    return { url, type, length };
  } catch {
    return undefined;
  }
}
