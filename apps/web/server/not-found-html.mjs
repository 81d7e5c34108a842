/**
 * Next writes a page's notFound() as an empty document: `<html id="__next_error__">` with no
 * language and no text, the not-found page only in its RSC payload for the browser's script to
 * draw (vercel/next.js#62228, #98295). Readers without JavaScript, and crawlers, got a blank 404.
 *
 * So an HTML 404 is held back, and this server asks itself for the same path once more, on
 * loopback, with a token only this process knows. The proxy sends that request to the not-found
 * page as a whole page (src/lib/errors/not-found-render.ts), which is what the visitor gets: with
 * Next's status and headers, compressed as Next would have. Should that fail, Next's own answer
 * goes out as it was.
 *
 * The page depends on the path alone (its language is the path's; nothing of the visitor is sent
 * along), so pages are kept for as long as Next lets a 404 be cached: a link that keeps being
 * asked for is rendered once, not on every request.
 */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { nonceOf, policyWithNonce, scriptNonce } from './script-nonce.mjs';

// The same names in src/lib/errors/not-found-render.ts.
export const NOT_FOUND_TOKEN_HEADER = 'x-standplaats-not-found-token';
const NOT_FOUND_TOKEN_ENV = 'NOT_FOUND_RENDER_TOKEN';

/** Makes this process's token, where the proxy and the page read it. Once, at start. */
export function createNotFoundToken() {
  process.env[NOT_FOUND_TOKEN_ENV] = randomBytes(24).toString('base64url');
}

const RENDER_TIMEOUT_MS = 10_000;
// As long as Next's 404 may be cached (s-maxage), and at most this many pages and bytes.
const KEEP_MS = 300_000;
const KEEP_PAGES = 1000;
const KEEP_BYTES = 64 * 1024 * 1024;

const COMPRESS = { gzip: gzipSync, br: brotliCompressSync, deflate: deflateSync };

/** The whole not-found page for `path` from the server at `origin`, or null. */
export async function fetchNotFoundPage(origin, path) {
  // Appended, never resolved: `//host/path` is a path here, not another server to send the token to.
  if (!path.startsWith('/')) return null;
  const answer = await fetch(`${origin}${path}`, {
    headers: { [NOT_FOUND_TOKEN_HEADER]: process.env[NOT_FOUND_TOKEN_ENV] ?? '', 'accept-encoding': 'identity' },
    redirect: 'manual',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  if (answer.status !== 200 || !answer.headers.get('content-type')?.startsWith('text/html')) return null;
  // The nonce its scripts carry, if it was rendered with one (script-nonce.mjs): each answer swaps in its own.
  const nonce = nonceOf(answer.headers.get('content-security-policy'));
  return { type: answer.headers.get('content-type'), body: Buffer.from(await answer.arrayBuffer()), ...(nonce ? { nonce } : {}) };
}

/** `fetchPage` with its pages kept per path; requests for a path being rendered wait for that render. */
export function keptNotFoundPages(fetchPage) {
  const pages = new LRUCache({
    max: KEEP_PAGES,
    maxSize: KEEP_BYTES,
    ttl: KEEP_MS,
    sizeCalculation: (page) => page.body.length || 1,
    // A failed render is not kept: lru-cache keeps nothing for undefined.
    fetchMethod: async (path) => (await fetchPage(path)) ?? undefined,
  });
  return async (path) => (await pages.fetch(path)) ?? null;
}

/**
 * Lets `response` answer a GET's HTML 404 with the page `render(path)` gives for the path asked
 * for. Call before Next's handler, which sets the status and headers, then writes through
 * `writeHead` (or `flushHeaders`), `write` and `end`, also when it compresses.
 */
export function serveNotFoundPages(request, response, render) {
  if (request.method !== 'GET' || request.headers[NOT_FOUND_TOKEN_HEADER] !== undefined) return;
  // As asked for: Next's routing may rewrite request.url on its way (to the language's route).
  const path = request.url.split('?')[0];
  const { writeHead, write, end } = response;
  let holding = false;
  const held = [];
  const hold = () => (holding ||= !response.headersSent && response.statusCode === 404 && /^text\/html\b/i.test(String(response.getHeader('content-type') ?? '')));

  response.writeHead = function (status, ...rest) {
    if (status === this.statusCode && rest.length === 0 && hold()) return this;
    return writeHead.call(this, status, ...rest);
  };
  response.write = function (chunk, encoding, callback) {
    if (!hold()) return write.call(this, chunk, encoding, callback);
    held.push([chunk, typeof encoding === 'string' ? encoding : undefined]);
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  response.end = function (chunk, encoding, callback) {
    if (!hold()) return end.call(this, chunk, encoding, callback);
    if (chunk != null && typeof chunk !== 'function') held.push([chunk, typeof encoding === 'string' ? encoding : undefined]);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    // Whatever goes wrong past this point, the answer is cut rather than the process brought down.
    answer().then(done, () => this.destroy());
    return this;
  };

  async function answer() {
    const page = await render(path).catch(() => null);
    if (response.destroyed) return;
    if (!page) {
      writeHead.call(response, 404);
      for (const [chunk, encoding] of held) write.call(response, chunk, encoding);
      return new Promise((resolve) => end.call(response, resolve));
    }
    const html = withOwnNonce(page, request, response);
    const encoding = String(response.getHeader('content-encoding') ?? '');
    const body = Object.hasOwn(COMPRESS, encoding) ? COMPRESS[encoding](html) : html;
    if (!Object.hasOwn(COMPRESS, encoding)) response.removeHeader('content-encoding');
    response.removeHeader('etag');
    response.setHeader('content-type', page.type);
    response.setHeader('content-length', body.length);
    writeHead.call(response, 404);
    return new Promise((resolve) => end.call(response, body, resolve));
  }
}

/**
 * The kept page with this request's nonce in place of the one it was rendered with, and the
 * policy that goes with it. The rendered nonce never leaves this server, so a kept page is no
 * nonce anyone could know; a page rendered without one keeps the policy Next set.
 */
function withOwnNonce(page, request, response) {
  const nonce = scriptNonce(request);
  const policy = response.getHeader('content-security-policy');
  if (!page.nonce || !nonce || typeof policy !== 'string') return page.body;
  response.setHeader('Content-Security-Policy', policyWithNonce(policy, nonce));
  return Buffer.from(page.body.toString().replaceAll(page.nonce, nonce));
}
