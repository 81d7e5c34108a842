// @ts-check
import { STATUS_CODES } from 'node:http';

/**
 * What an answer's head turns out to be: its status, with Retry-After when `retryAfter` is set,
 * and the script policy `policy` instead of Next's when set.
 * @typedef {{ status: number, retryAfter?: number, policy?: string }} Head
 */

/**
 * A rule of the head: given the head so far, the response Next built and the request's context,
 * the head it should have.
 * @typedef {(head: Head, response: import('node:http').ServerResponse, context: import('./request-context.mjs').RequestContext) => Head} Rule
 */

/**
 * The one hook on the response: just before Node writes the head of `response`, `rules` decide it
 * in their order. Node calls writeHead for implicit headers too (a plain write or end), so every
 * answer passes here. An answer whose status a rule changed is never cached, says when to come
 * back when it has a `retryAfter`, and carries its own status's reason phrase. Returns the head
 * the rules give a status, for a step that needs to know it before the head is written.
 * @param {import('node:http').ServerResponse} response
 * @param {import('./request-context.mjs').RequestContext} context
 * @param {Rule[]} rules
 * @returns {(status: number) => Head}
 */
export function answerByRules(response, context, rules) {
  /** @param {number} status */
  const headFor = (status) => rules.reduce((head, rule) => rule(head, response, context), /** @type {Head} */ ({ status }));
  const writeHead = response.writeHead;
  /** @type {(status: number, ...rest: any[]) => import('node:http').ServerResponse} */
  const decided = function (status, ...rest) {
    const head = headFor(status);
    if (head.policy) response.setHeader('Content-Security-Policy', head.policy);
    if (head.status === status) return /** @type {(...args: unknown[]) => import('node:http').ServerResponse} */ (writeHead).call(response, status, ...rest);
    if (head.retryAfter) response.setHeader('Retry-After', String(head.retryAfter));
    response.setHeader('Cache-Control', 'no-store');
    const headers = typeof rest[0] === 'string' ? rest.slice(1) : rest;
    return /** @type {(...args: unknown[]) => import('node:http').ServerResponse} */ (writeHead).call(response, head.status, STATUS_CODES[head.status], ...headers);
  };
  response.writeHead = /** @type {typeof response.writeHead} */ (decided);
  return headFor;
}

/**
 * The status a page or form set (src/lib/errors/response-status.ts) in place of its success: 429
 * when its CMS call was refused for going too fast, 400 for an action called with arguments its
 * page never sends. Next lets a page or action choose no status but 404.
 * @type {Rule}
 */
export const statusSetByPage = (head, _response, { status, retryAfter }) =>
  status && head.status >= 200 && head.status < 300 ? { ...head, status, retryAfter } : head;

/**
 * Keeps Next from sending a header value twice: a page's redirect sets its Location as it renders,
 * and Next appends the rendered answer's headers once more when it sends it (vercel/next.js#82117),
 * so the answer had two Location lines, which fetch and proxies join into "/x, /x". A header keeps
 * each of its values once; its other values stay, in their order.
 * @type {Rule}
 */
export const eachValueOnce = (head, response) => {
  for (const [name, value] of Object.entries(response.getHeaders())) {
    const values = Array.isArray(value) ? value.map(String) : [];
    const unique = [...new Set(values)];
    if (unique.length < values.length) response.setHeader(name, unique);
  }
  return head;
};

/** The validators and the range offer a file is served with by default. */
const FILE_VALIDATORS = ['etag', 'last-modified', 'accept-ranges'];

/**
 * The build's files (`/_next/static/`) without ETag, Last-Modified and Accept-Ranges. Each is named
 * by its content's hash and kept a year as immutable, so a browser never asks for it again, with a
 * validator or a range; yet a page loads eight of them, and those headers were about 100 of the
 * 400 bytes of each one's head, which a phone's first load pays for over HTTP/1.1 (issue 30).
 * @param {import('node:http').IncomingMessage} request
 * @returns {Rule}
 */
export function bareBuildFiles(request) {
  const buildFile = request.url?.startsWith('/_next/static/') ?? false;
  return (head, response) => {
    if (buildFile && head.status === 200 && String(response.getHeader('cache-control')).includes('immutable')) {
      for (const name of FILE_VALIDATORS) response.removeHeader(name);
    }
    return head;
  };
}
