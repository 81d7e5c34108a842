// The security headers of every response, as `next.config.ts` sends them.
import { EMBED_ORIGINS } from '../embeds';

/**
 * The content security policy of cached pages; the site's server (server/script-nonce.mjs) swaps
 * `'unsafe-inline'` for a fresh nonce and `'strict-dynamic'` on every page it renders for one
 * request (sign-in, account, search, filtered lists, 404s). Scripts come from the site alone and
 * `eval` is never allowed. A cached page keeps `'unsafe-inline'`, measured on Next 16.4:
 * - its inline scripts are next-themes' colour-mode script, the early taps' script
 *   (components/app/early-clicks.ts), Turbopack's chunk list (`TURBOPACK.push`) and the page's RSC
 *   payload (`self.__next_f.push(...)`, several per page), whose content differs per page and per
 *   revalidation, so no fixed hash list can name them;
 * - `experimental.sri` only adds `integrity` to the `<script src>` files (required-scripts.js in
 *   next/dist), never to the inline payload (use-flight-response.js writes it with a nonce or
 *   nothing);
 * - one HTML is served to every visitor, so a nonce in it is no secret; a nonce per visitor means
 *   rendering every page per request (Next's CSP guide says as much), which the cache exists to avoid.
 * Styles are inline too (React's style attributes, the captcha widget). The captcha solves its
 * puzzle in a worker made from a blob.
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

/** Sent with every response, the build's script and style files included: none is ever sniffed. */
export const noSniff = { key: 'X-Content-Type-Options', value: 'nosniff' };

/**
 * Headers for what a browser may open as a document: pages, routes and uploads (`/uploads` sends a
 * policy of its own, a sandbox for non-images). They govern a document (its referrer, its framing,
 * its features) and mean nothing on the build's script and style files, where they would add about
 * 160 bytes to each of a page's dozen files.
 */
export const documentHeaders = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/**
 * HSTS, for requests that reached the site over https: a proxy in front says so in
 * `X-Forwarded-Proto`. Over plain http (local runs, tests) it would be meaningless.
 */
export const strictTransportSecurity = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };
