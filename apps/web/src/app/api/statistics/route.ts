import { collect } from '@/lib/analytics/collect';
import { forwardBatch } from '@/lib/analytics/forward';

/** POST /api/statistics/ → 202 | 204 (not counted) | 400 | 413 | 429 | 503; other methods get Next's 405. */
export function POST(request: Request) {
  return collect(request, forwardBatch);
}
