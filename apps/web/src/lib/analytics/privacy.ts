import { isbot } from 'isbot';

/** Why a request is not counted, or null when it is: what Plausible and Umami drop, and GPC/DNT. */
export type DropReason = 'opt-out' | 'bot' | 'prefetch';

export function dropReason(headers: Headers): DropReason | null {
  if (headers.get('sec-gpc') === '1' || headers.get('dnt') === '1') return 'opt-out';
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose') ?? '';
  if (purpose.includes('prefetch') || headers.has('next-router-prefetch')) return 'prefetch';
  // No user agent at all is a script, not a browser.
  const userAgent = headers.get('user-agent');
  if (!userAgent || isbot(userAgent)) return 'bot';
  return null;
}
