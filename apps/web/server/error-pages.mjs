// @ts-check
/**
 * Next writes a page's notFound(), and a page that failed, as an empty document: `<html
 * id="__next_error__">` with no language and no text, the page only in its RSC payload for the
 * browser's script to draw (vercel/next.js#62228, #98295): blank for readers without JavaScript.
 *
 * So an HTML 404, and a 5xx to a person (a crawler gets the bare status: spec section 2 shows bots
 * no error screen), is held back, and this server asks itself for the error page once more, on
 * loopback, with a token only this process knows. The proxy sends that request to the page as a
 * whole page, in the site's frame (src/lib/errors/error-page.ts), which is what the visitor gets:
 * with the status and headers of the answer, compressed as Next would have. Should that fail,
 * Next's own answer goes out as it was.
 *
 * An error page depends on the path and the status alone (its language is the path's; nothing of
 * the visitor is sent along), so pages are kept for as long as Next lets a 404 be cached: a link
 * that keeps being asked for is rendered once, not on every request.
 */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import {
  ERROR_PAGE_PATH_HEADER,
  ERROR_PAGE_STATUS_HEADER,
  ERROR_PAGE_TOKEN_ENV,
  ERROR_PAGE_TOKEN_HEADER,
  NOT_FOUND_SEGMENT,
  SERVER_ERROR_SEGMENT,
} from './names.mjs';
import { nonceOf, policyWithNonce } from './script-nonce.mjs';

/** @typedef {{ type: string, body: Buffer, nonce?: string }} Page */
/** @typedef {{ path: string, status: number }} Wanted */

/** Makes this process's token, where the proxy and the page read it. Once, at start. */
export function createErrorPageToken() {
  process.env[ERROR_PAGE_TOKEN_ENV] = randomBytes(24).toString('base64url');
}

const RENDER_TIMEOUT_MS = 10_000;
// As long as Next's 404 may be cached (s-maxage), and at most this many pages and bytes.
const KEEP_MS = 300_000;
const KEEP_PAGES = 1000;
const KEEP_BYTES = 64 * 1024 * 1024;

const COMPRESS = { gzip: gzipSync, br: brotliCompressSync, deflate: deflateSync };

/** @param {number} status */
const isServerError = (status) => status >= 500 && status < 600;

/**
 * The whole error page for an answer `status` to `path` from the server at `origin`, or null.
 * @param {string} origin
 * @param {Wanted} wanted
 * @returns {Promise<Page | null>}
 */
export async function fetchErrorPage(origin, { path, status }) {
  if (!path.startsWith('/')) return null;
  const segment = status === 404 ? NOT_FOUND_SEGMENT : SERVER_ERROR_SEGMENT;
  const answer = await fetch(`${origin}/${segment}`, {
    headers: {
      [ERROR_PAGE_TOKEN_HEADER]: process.env[ERROR_PAGE_TOKEN_ENV] ?? '',
      [ERROR_PAGE_PATH_HEADER]: encodeURIComponent(path),
      [ERROR_PAGE_STATUS_HEADER]: String(status),
      'accept-encoding': 'identity',
    },
    redirect: 'manual',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const type = answer.headers.get('content-type');
  if (answer.status !== 200 || !type?.startsWith('text/html')) return null;
  // The nonce its scripts carry, if it was rendered with one (script-nonce.mjs): each answer swaps in its own.
  const nonce = nonceOf(answer.headers.get('content-security-policy'));
  return { type, body: Buffer.from(await answer.arrayBuffer()), ...(nonce ? { nonce } : {}) };
}

/**
 * `fetchPage` with its pages kept per status and path; requests for a page being rendered wait for that render.
 * @param {(wanted: Wanted) => Promise<Page | null>} fetchPage
 * @returns {(wanted: Wanted) => Promise<Page | null>}
 */
export function keptErrorPages(fetchPage) {
  /** @type {LRUCache<string, Page, Wanted>} */
  const pages = new LRUCache({
    max: KEEP_PAGES,
    maxSize: KEEP_BYTES,
    ttl: KEEP_MS,
    sizeCalculation: (page) => page.body.length || 1,
    // A failed render is not kept: lru-cache keeps nothing for undefined.
    fetchMethod: async (_key, _stale, { context }) => (await fetchPage(context)) ?? undefined,
  });
  return async (wanted) => (await pages.fetch(`${wanted.status} ${wanted.path}`, { context: wanted })) ?? null;
}

/**
 * Lets `response` answer a GET's HTML 404 or 5xx with the page `render` gives for the path asked
 * for and the status `statusOf` says the answer ends with. Call before Next's handler, which sets
 * the status and headers, then writes through `writeHead` (or `flushHeaders`), `write` and `end`,
 * also when it compresses.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./request-context.mjs').RequestContext} context
 * @param {(status: number) => number} statusOf
 * @param {(wanted: Wanted) => Promise<Page | null>} render
 */
export function serveErrorPages(request, response, context, statusOf, render) {
  if (request.method !== 'GET' || request.headers[ERROR_PAGE_TOKEN_HEADER] !== undefined) return;
  const person = !isbot(request.headers['user-agent']);
  // As asked for: Next's routing may rewrite request.url on its way (to the language's route).
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  // Called with whatever Next passes on.
  const writeHead = /** @type {(...args: any[]) => import('node:http').ServerResponse} */ (response.writeHead);
  const write = /** @type {(...args: any[]) => boolean} */ (response.write);
  const end = /** @type {(...args: any[]) => import('node:http').ServerResponse} */ (response.end);
  let holding = false;
  /** @type {[unknown, BufferEncoding | undefined][]} */
  const held = [];
  const hold = () =>
    (holding ||=
      !response.headersSent &&
      (response.statusCode === 404 || (person && isServerError(response.statusCode))) &&
      /^text\/html\b/i.test(String(response.getHeader('content-type') ?? '')));

  response.writeHead = /** @type {typeof response.writeHead} */ (
    /** @param {number} status @param {any[]} rest */
    function (status, ...rest) {
      if (status === response.statusCode && rest.length === 0 && hold()) return response;
      return writeHead.call(response, status, ...rest);
    }
  );
  response.write = /** @type {typeof response.write} */ (
    /** @param {unknown} chunk @param {any} encoding @param {any} callback */
    function (chunk, encoding, callback) {
      if (!hold()) return write.call(response, chunk, encoding, callback);
      held.push([chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : undefined]);
      (typeof encoding === 'function' ? encoding : callback)?.();
      return true;
    }
  );
  response.end = /** @type {typeof response.end} */ (
    /** @param {any} chunk @param {any} encoding @param {any} callback */
    function (chunk, encoding, callback) {
      if (!hold()) return end.call(response, chunk, encoding, callback);
      if (chunk != null && typeof chunk !== 'function') held.push([chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : undefined]);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      // Whatever goes wrong past this point, the answer is cut rather than the process brought down.
      answer().then(done, () => response.destroy());
      return response;
    }
  );

  async function answer() {
    const page = await render({ path, status: statusOf(response.statusCode) }).catch(() => null);
    if (response.destroyed) return;
    if (!page) {
      writeHead.call(response, response.statusCode);
      for (const [chunk, encoding] of held) write.call(response, chunk, encoding);
      return new Promise((resolve) => end.call(response, () => resolve(undefined)));
    }
    const html = withOwnNonce(page, context, response);
    const encoding = String(response.getHeader('content-encoding') ?? '');
    const compress = Object.hasOwn(COMPRESS, encoding) ? COMPRESS[/** @type {keyof typeof COMPRESS} */ (encoding)] : null;
    const body = compress ? compress(html) : html;
    if (!compress) response.removeHeader('content-encoding');
    response.removeHeader('etag');
    response.setHeader('content-type', page.type);
    response.setHeader('content-length', body.length);
    writeHead.call(response, response.statusCode);
    return new Promise((resolve) => end.call(response, body, () => resolve(undefined)));
  }
}

/**
 * The kept page with this request's nonce in place of the one it was rendered with, and the
 * policy that goes with it. The rendered nonce never leaves this server, so a kept page is no
 * nonce anyone could know; a page rendered without one keeps the policy Next set.
 * @param {Page} page
 * @param {import('./request-context.mjs').RequestContext} context
 * @param {import('node:http').ServerResponse} response
 */
function withOwnNonce(page, { nonce }, response) {
  const policy = response.getHeader('content-security-policy');
  if (!page.nonce || typeof policy !== 'string') return page.body;
  response.setHeader('Content-Security-Policy', policyWithNonce(policy, nonce));
  return Buffer.from(page.body.toString().replaceAll(page.nonce, nonce));
}
