import { isSameSitePath } from '@/lib/security/secrets';

export type Redirect = { to: string; status: 301 | 302; external: boolean };

/** Only http(s) URLs and same-site paths are targets: nothing an editor types can be an open redirect. */
export function toRedirect(to: string, type: 'permanent' | 'temporary'): Redirect | null {
  const status = type === 'permanent' ? 301 : 302;
  if (isSameSitePath(to)) return { to, status, external: false };
  try {
    const url = new URL(to);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { to: url.href, status, external: true } : null;
  } catch {
    return null;
  }
}
