// @ts-check
// The site's cache handler: Next's own cache for pages, route responses and data, plus a memory
// cache for optimised images.
//
// With `isrFlushToDisk` off (see next.config.ts) Next keeps no image cache at all, so every image
// request was resized and encoded again: about 60 ms of CPU a cover on this machine, on the same
// cores that render pages. Images are kept in memory, like the pages, so a restarted or second
// server never serves an entry made for another one.
//
// Everything that is not an image goes to Next's FileSystemCache unchanged, which keeps its exact
// caching and tag revalidation; Next offers no public way to extend its default handler, so it is
// imported from its own path (pinned by the lockfile; the image cache test fails if it moves).
const { LRUCache } = require('lru-cache');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/** Bytes of optimised images kept; the least recently used go first. */
const IMAGE_CACHE_BYTES = 256 * 1024 * 1024;

/** @type {LRUCache<string, { value: { kind: 'IMAGE', buffer: Buffer }, lastModified: number }>} */
const images = new LRUCache({
  maxSize: IMAGE_CACHE_BYTES,
  sizeCalculation: (entry, key) => entry.value.buffer.byteLength + key.length,
});

module.exports = class SiteCacheHandler extends FileSystemCache {
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
    return super.set(key, data, ctx);
  }
};
