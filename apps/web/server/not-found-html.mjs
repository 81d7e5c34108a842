/**
 * Next writes a page's notFound() as an empty document: `<html id="__next_error__">` with no
 * language and no text, the not-found page only in its RSC payload for the browser's script to
 * draw (vercel/next.js#62228, #98295). Readers without JavaScript, and crawlers, got a blank 404.
 *
 * So an HTML 404 is held back, and this server asks itself for the same address once more, on
 * loopback, with a token only this process knows. The proxy sends that request to the not-found
 * page as a whole page (src/lib/errors/not-found-render.ts), which is what the visitor gets: with
 * Next's status and headers, compressed as Next would have. Should that fail, Next's own answer
 * goes out as it was.
 */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

// The same names in src/lib/errors/not-found-render.ts.
export const NOT_FOUND_TOKEN_HEADER = 'x-standplaats-not-found-token';
const NOT_FOUND_TOKEN_ENV = 'NOT_FOUND_RENDER_TOKEN';

/** Makes this process's token, where the proxy and the page read it. Once, at start. */
export function createNotFoundToken() {
  process.env[NOT_FOUND_TOKEN_ENV] = randomBytes(24).toString('base64url');
}

/** The visitor's headers the page depends on: signed in or not, language, crawler or person. */
const PASSED_ON = ['cookie', 'accept-language', 'user-agent'];
const RENDER_TIMEOUT_MS = 10_000;

const COMPRESS = { gzip: gzipSync, br: brotliCompressSync, deflate: deflateSync };

/** The whole not-found page for the address `url` from the server at `origin`, or null. */
export async function fetchNotFoundPage(origin, url, visitorHeaders) {
  // Appended, never resolved: `//host/path` is a path here, not another server to send the token to.
  if (!url.startsWith('/')) return null;
  const headers = { [NOT_FOUND_TOKEN_HEADER]: process.env[NOT_FOUND_TOKEN_ENV] ?? '', 'accept-encoding': 'identity' };
  for (const name of PASSED_ON) {
    const value = visitorHeaders[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(`${origin}${url}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
  if (answer.status !== 200 || !answer.headers.get('content-type')?.startsWith('text/html')) return null;
  return { type: answer.headers.get('content-type'), body: Buffer.from(await answer.arrayBuffer()) };
}

/**
 * Lets `response` answer a GET's HTML 404 with the page `render(url, headers)` gives for the
 * address asked for. Call before Next's handler, which sets the status and headers, then writes
 * through `writeHead` (or `flushHeaders`), `write` and `end`, also when it compresses.
 */
export function serveNotFoundPages(request, response, render) {
  if (request.method !== 'GET' || request.headers[NOT_FOUND_TOKEN_HEADER] !== undefined) return;
  // As asked for: Next's routing may rewrite request.url on its way (to the language's route).
  const { url, headers } = request;
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
    void answer().then(done);
    return this;
  };

  async function answer() {
    const page = await render(url, headers).catch(() => null);
    if (response.destroyed) return;
    if (!page) {
      writeHead.call(response, 404);
      for (const [chunk, encoding] of held) write.call(response, chunk, encoding);
      return new Promise((resolve) => end.call(response, resolve));
    }
    const encoding = String(response.getHeader('content-encoding') ?? '');
    const body = Object.hasOwn(COMPRESS, encoding) ? COMPRESS[encoding](page.body) : page.body;
    if (!Object.hasOwn(COMPRESS, encoding)) response.removeHeader('content-encoding');
    response.removeHeader('etag');
    response.setHeader('content-type', page.type);
    response.setHeader('content-length', body.length);
    writeHead.call(response, 404);
    return new Promise((resolve) => end.call(response, body, resolve));
  }
}
