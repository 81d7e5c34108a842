// @ts-check
import { LRUCache } from 'lru-cache';

/** Bodies from this many characters on are kept as bytes: a page, not a redirect's few words. */
const KEPT_FROM_LENGTH = 16 * 1024;
/** Memory the kept bodies may take, their strings counted too; the least recently used go first. */
const KEPT_BYTES = 64 * 1024 * 1024;

/** @type {LRUCache<string, Buffer>} */
const kept = new LRUCache({ maxSize: KEPT_BYTES, sizeCalculation: (bytes, string) => bytes.byteLength + 2 * string.length });

/**
 * A string chunk's bytes, in the encoding `write` or `end` was given; a page's from those kept.
 * Next's cache hands the same string for every request of a page, so finding it again hashes none
 * of its characters (V8 keeps a string's hash with it).
 * @param {string} chunk
 * @param {unknown} encoding
 */
function bytesOf(chunk, encoding) {
  const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding);
  if (!utf8 || chunk.length < KEPT_FROM_LENGTH) return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  let bytes = kept.get(chunk);
  if (!bytes) kept.set(chunk, (bytes = Buffer.from(chunk, 'utf8')));
  return bytes;
}

/**
 * Makes `response` write a string body as bytes, a page's kept from its last request.
 *
 * Next hands a page from its cache to `end` as one string. Node's http joins the head to that
 * string before it writes, and encoding the joined string is slow: a cached hall plan of 299 KB
 * went out 242 times a second on loopback as a string, and 1,535 times as bytes made for each
 * request (wrk, 10 connections, one process, this machine). Bytes go out beside the head in one
 * write; kept, they are not made again for the next request of the page.
 * @param {import('node:http').ServerResponse} response
 */
export function sendStringsAsBytes(response) {
  // Called with whatever Next passes on.
  const write = /** @type {(...args: any[]) => boolean} */ (response.write);
  const end = /** @type {(...args: any[]) => import('node:http').ServerResponse} */ (response.end);
  /** @param {unknown} encoding @param {unknown} callback */
  const callbackOf = (encoding, callback) => (typeof encoding === 'function' ? encoding : callback);
  response.write = /** @type {typeof response.write} */ (
    /** @param {any} chunk @param {any} encoding @param {any} callback */
    (chunk, encoding, callback) => (typeof chunk === 'string' ? write.call(response, bytesOf(chunk, encoding), callbackOf(encoding, callback)) : write.call(response, chunk, encoding, callback))
  );
  response.end = /** @type {typeof response.end} */ (
    /** @param {any} chunk @param {any} encoding @param {any} callback */
    (chunk, encoding, callback) => (typeof chunk === 'string' ? end.call(response, bytesOf(chunk, encoding), callbackOf(encoding, callback)) : end.call(response, chunk, encoding, callback))
  );
}
