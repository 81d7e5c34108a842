import { STATUS_CODES } from 'node:http';

/**
 * Lets `decide` turn the status of `response` into another just before its head is written
 * (cms-down.mjs, noted-status.mjs): `decide(status)` returns `{ status, retryAfter? }` to change
 * it, or nothing. Node calls writeHead for implicit headers too (a plain write or end), so every
 * answer passes here. A changed answer is never cached, says when to come back when `retryAfter`
 * is given, and carries its own status's reason phrase, not the one of the status it replaces.
 */
export function rewriteStatus(response, decide) {
  const writeHead = response.writeHead;
  response.writeHead = function (status, ...rest) {
    const changed = decide(status);
    if (!changed) return writeHead.call(this, status, ...rest);
    if (changed.retryAfter) this.setHeader('Retry-After', String(changed.retryAfter));
    this.setHeader('Cache-Control', 'no-store');
    const headers = typeof rest[0] === 'string' ? rest.slice(1) : rest;
    return writeHead.call(this, changed.status, STATUS_CODES[changed.status], ...headers);
  };
}
