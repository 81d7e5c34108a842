/**
 * A page rendered for one request runs its scripts by that request's nonce, not by
 * 'unsafe-inline' (src/lib/security/headers.ts says why cached pages cannot).
 *
 * Every request gets a fresh nonce in its `Content-Security-Policy` header, where Next reads it
 * during a render and puts it on its scripts (parse-request-headers.js in next/dist). Whatever the
 * client sent there is replaced: else a visitor could choose the nonce. When the answer's head is
 * written, an answer rendered for this request gets the policy of next.config.ts with the nonce
 * and 'strict-dynamic' in place of 'unsafe-inline'; an answer from Next's cache keeps that policy
 * as it is, since its scripts carry the nonce of whichever request rendered it, or none. (That
 * request was answered from the cache's side too, with no nonce in its policy: a nonce in cached
 * HTML was never valid anywhere.)
 */
import { randomBytes } from 'node:crypto';

const NONCE = Symbol('standplaats.scriptNonce');

/** `policy` with `nonce` and 'strict-dynamic' for scripts instead of 'unsafe-inline'. */
export function policyWithNonce(policy, nonce) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      const kept = sources.filter((source) => source !== "'unsafe-inline'" && !source.startsWith("'nonce-"));
      return [name, ...kept, `'nonce-${nonce}'`, "'strict-dynamic'"].join(' ');
    })
    .join('; ');
}

/** The nonce in a policy's script-src, or undefined. */
export function nonceOf(policy) {
  const scripts = String(policy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return scripts?.map((source) => /^'nonce-([\w+/=-]+)'$/.exec(source)?.[1]).find(Boolean);
}

/**
 * Next renders a page for the request at hand with `private, no-store` and without
 * `x-nextjs-cache`; a page from its cache (HIT, STALE), or rendered into it (MISS), says
 * `s-maxage` and names its cache state.
 */
export function renderedForThisRequest(response) {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return !response.hasHeader('x-nextjs-cache') && /\b(?:no-store|private)\b/.test(cacheControl);
}

/** The nonce given to `request`. */
export const scriptNonce = (request) => request[NONCE];

/** Gives `request` its nonce, and `response` the policy that goes with what it turns out to be. */
export function nonceScripts(request, response) {
  const nonce = randomBytes(16).toString('base64');
  request[NONCE] = nonce;
  request.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  delete request.headers['content-security-policy-report-only'];
  const writeHead = response.writeHead;
  // Node calls writeHead for implicit headers too (a plain write or end), so every answer passes here.
  response.writeHead = function (...args) {
    const policy = this.getHeader('content-security-policy');
    if (typeof policy === 'string' && renderedForThisRequest(this)) this.setHeader('Content-Security-Policy', policyWithNonce(policy, nonce));
    return writeHead.apply(this, args);
  };
}
