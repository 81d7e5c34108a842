// @ts-check
/**
 * A page rendered for one request runs its scripts by that request's nonce, not by
 * 'unsafe-inline' (src/lib/security/headers.ts says why cached pages cannot).
 *
 * Every request carries a fresh nonce in its `Content-Security-Policy` header, where Next reads it
 * during a render and puts it on its scripts (parse-request-headers.js in next/dist). Whatever the
 * client sent there is replaced: else a visitor could choose the nonce. An answer rendered for
 * this request gets the policy of next.config.ts with the nonce and 'strict-dynamic' in place of
 * 'unsafe-inline'; an answer from Next's cache keeps that policy as it is, since its scripts carry
 * the nonce of whichever request rendered it, or none. (That request was answered from the
 * cache's side too, with no nonce in its policy: a nonce in cached HTML was never valid anywhere.)
 */

/**
 * `policy` with `nonce` and 'strict-dynamic' for scripts instead of 'unsafe-inline'.
 * @param {string} policy
 * @param {string} nonce
 */
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

/**
 * The nonce in a policy's script-src, or undefined.
 * @param {unknown} policy
 */
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
 * @param {import('node:http').ServerResponse} response
 */
export function renderedForThisRequest(response) {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return !response.hasHeader('x-nextjs-cache') && /\b(?:no-store|private)\b/.test(cacheControl);
}

/**
 * Puts the request's nonce where Next reads it.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('./request-context.mjs').RequestContext} context
 */
export function nonceRequest(request, { nonce }) {
  request.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  delete request.headers['content-security-policy-report-only'];
}

/**
 * An answer rendered for this request: the policy with its nonce.
 * @type {import('./response-head.mjs').Rule}
 */
export const scriptNonce = (head, response, { nonce }) => {
  const policy = response.getHeader('content-security-policy');
  return typeof policy === 'string' && renderedForThisRequest(response) ? { ...head, policy: policyWithNonce(policy, nonce) } : head;
};
