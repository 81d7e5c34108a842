// The security headers of every response, as `next.config.ts` sends them.
import { EMBED_ORIGINS } from '../embeds';

/**
 * The content security policy. Scripts come from the site alone and `eval` is never allowed; but
 * `'unsafe-inline'` stays in `script-src`: pages are cached for everyone, so they cannot carry a
 * per-request nonce, and Next's App Router writes the page's data as inline scripts
 * (`self.__next_f.push(...)`) whose content differs on every page, so no fixed hash list can
 * name them. Styles are inline too (React's style attributes, the captcha widget). The captcha
 * solves its puzzle in a worker made from a blob.
 */
export function contentSecurityPolicy({ development = false } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build needs eval for its stack traces; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': EMBED_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for every page and route; `/uploads` sends a policy of its own (a sandbox for non-images). */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/**
 * HSTS, for requests that reached the site over https: a proxy in front says so in
 * `X-Forwarded-Proto`. Over plain http (local runs, tests) it would be meaningless.
 */
export const strictTransportSecurity = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };
