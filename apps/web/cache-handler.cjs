// @ts-check
// The site's cache handler: pages, route responses and data, plus a memory cache for optimised
// images. Pages are stored with their HTML as one flat string (`flat` below says why).
//
// - Embedded (no REDIS_URL): Next's own FileSystemCache, in this process's memory (isrFlushToDisk
//   is off, see next.config.ts), so `npm start` needs nothing but Node. Next offers no public way
//   to extend its default handler, so it is imported from its own path (pinned by the lockfile;
//   the image cache test fails if it moves).
// - Shared (REDIS_URL set, as in deploy/): @fortedigital/nextjs-cache-handler's Redis handler, so
//   every site process serves the same entries and a revalidation by tag reaches all of them.
//   Entries are keyed by build, so a new deployment never serves pages of the previous one.
//
// Optimised images stay in this process's memory in both modes: with isrFlushToDisk off Next keeps
// no image cache at all, so every image request would be resized and encoded again (tens of ms of
// CPU a cover), and the Redis handler cannot store them (it keeps only pages, routes
// and data). Several processes each resize an image once; deploy/nginx.conf caches /_next/image on
// disk in front of them, so that is rare.
const { LRUCache } = require('lru-cache');

/** Bytes of optimised images kept; the least recently used go first. */
const IMAGE_CACHE_BYTES = 256 * 1024 * 1024;

/** @type {LRUCache<string, { value: { kind: 'IMAGE', buffer: Buffer }, lastModified: number }>} */
const images = new LRUCache({
  maxSize: IMAGE_CACHE_BYTES,
  sizeCalculation: (entry, key) => entry.value.buffer.byteLength + key.length,
});

/**
 * A rendered page's HTML as one flat string. Next builds it by appending each streamed chunk to a
 * string, which V8 keeps as a rope of those chunks; serving the page from the cache then hashes
 * it (the ETag), measures it and encodes it on every request, and on a rope each of them walks
 * the pieces again: encoding a 299 KB hall plan took 4.8 ms as Next leaves it and 0.23 ms flat.
 * @param {string} html
 */
const flat = (html) => Buffer.from(html, 'utf8').toString('utf8');

/**
 * @template {new (...args: any[]) => { get(key: string, ctx: any): Promise<any>; set(key: string, data: any, ctx: any): Promise<void> }} Base
 * @param {Base} Base
 */
const withSiteCache = (Base) =>
  class SiteCacheHandler extends Base {
    /** @param {string} key @param {{ kind: string }} ctx */
    async get(key, ctx) {
      if (ctx?.kind === 'IMAGE') return images.get(key) ?? null;
      return super.get(key, ctx);
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      if (data?.kind === 'IMAGE') {
        images.set(key, { value: data, lastModified: Date.now() });
        return;
      }
      if (typeof data?.html === 'string') return super.set(key, { ...data, html: flat(data.html) }, ctx);
      return super.set(key, data, ctx);
    }
  };

/** How long a site process waits for its Redis when it starts. */
const CONNECT_TIMEOUT_MS = 2000;

/** Next's cache on one Redis (or Valkey) for every site process. */
function sharedCache(/** @type {string} */ url) {
  const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
  const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
  const createLruHandler = require('@fortedigital/nextjs-cache-handler/local-lru').default;
  const { createClient } = require('@redis/client');

  // The build comes from the handler (Next bundles this file into the proxy too, where __dirname is
  // not the site's folder).
  CacheHandler.onCreation(async (/** @type {{ buildId?: string }} */ { buildId }) => {
    const host = new URL(url).host;
    // Reconnects every 100 ms more, up to every 3 s; commands fail at once while it is away, so
    // reads miss and pages are rendered instead of waiting.
    const client = createClient({ url, pingInterval: 10_000, disableOfflineQueue: true, socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(retries * 100, 3000) } });
    let reported = false;
    client.on('error', (/** @type {Error} */ error) => {
      if (!reported) console.error(`[cache] Redis at ${host}: ${error.message}; reads miss until it is back`);
      reported = true;
    });
    client.on('ready', () => {
      if (reported) console.error(`[cache] Redis at ${host} is back`);
      reported = false;
    });
    try {
      await Promise.race([client.connect(), new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS))]);
    } catch (error) {
      // A site that cannot reach its cache at the start still serves, from its own memory, and says so.
      client.destroy();
      console.error(`[cache] Redis at ${host} unreachable (${/** @type {Error} */ (error).message}): this process caches on its own until it restarts`);
      return { handlers: [createLruHandler()] };
    }
    return { handlers: [createRedisHandler({ client, keyPrefix: `standplaats:${buildId?.trim() ?? 'unknown-build'}:` })] };
  });
  return CacheHandler;
}

const shared = process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build';
module.exports = withSiteCache(
  shared ? sharedCache(/** @type {string} */ (process.env.REDIS_URL)) : require('next/dist/server/lib/incremental-cache/file-system-cache').default,
);
