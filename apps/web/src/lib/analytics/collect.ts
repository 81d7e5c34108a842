import { MAX_BATCH_BYTES, SESSION_COOKIE, type CollectedBatch } from '@standplaats/shared';
import { cookieValue } from '@/lib/cookie-value';
import { requestLocale, tooManyRequests } from '@/lib/errors/too-many-requests';
import { parseBatch } from './batch';
import { deviceClass } from './device';
import { dropReason } from './privacy';
import { decodeSession } from './session-cookie';
import { statisticsLimit, type visitorLimit } from './visitor-limit';

const noStore = { 'Cache-Control': 'no-store' };
const bad = (reason: string, status = 400) => Response.json({ error: reason }, { status, headers: noStore });

/** The body as text, or null once it passes `limit` bytes (read no further: a body without a length may be endless). */
async function readAtMost(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The site's `POST /api/statistics/`: checks the browser's batch, drops what is not counted (GPC
 * or DNT, bots, prefetches: 204), refuses a visitor past its batches a minute (429, visitor-limit.ts), and hands the CMS the events with the session id and a device
 * class; never the user agent or the address. 202 when the CMS took it, 503 when it did not: the
 * tracker ignores both, so a failing CMS never reaches the page.
 */
export async function collect(request: Request, forward: (batch: CollectedBatch) => Promise<void>, limit: ReturnType<typeof visitorLimit> = statisticsLimit): Promise<Response> {
  if (dropReason(request.headers)) return new Response(null, { status: 204, headers: noStore });
  // The visitor as the site's server settled it (apps/web/server/client-address.mjs).
  const visitor = request.headers.get('x-forwarded-for');
  if (visitor && limit.over(visitor)) return tooManyRequests(requestLocale(request));
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BATCH_BYTES) return bad('body: too large', 413);
  let text: string | null;
  try {
    text = await readAtMost(request, MAX_BATCH_BYTES);
  } catch {
    return bad('body: unreadable');
  }
  if (text === null) return bad('body: too large', 413);

  const parsed = parseBatch(text);
  if (!parsed.ok) return bad(parsed.reason);

  // The cookie names the session; the body's copy serves a browser that keeps no cookies.
  const now = Date.now();
  const session = decodeSession(cookieValue(request.headers.get('cookie'), SESSION_COOKIE), now) ?? decodeSession(parsed.batch.data.session, now);
  if (!session) return bad('data.session: not a session');

  const device = deviceClass(request.headers.get('user-agent') ?? '', request.headers.get('sec-ch-ua-mobile'));
  try {
    await forward({ data: { events: parsed.batch.data.events, session: session.id, device } });
  } catch {
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { ...noStore, 'Retry-After': '60' } });
  }
  return new Response(null, { status: 202, headers: noStore });
}
