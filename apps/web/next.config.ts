import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { contentSecurityPolicy, documentHeaders, noSniff, strictTransportSecurity } from './src/lib/security/headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build, the same on every instance that runs it (spec section 4): made once in the
// build's main process, whose workers inherit it; a deployment may name it with NEXT_DEPLOYMENT_ID.
process.env.STANDPLAATS_BUILD_ID ||= process.env.NEXT_DEPLOYMENT_ID || randomUUID();

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The monorepo root, so the workspace packages are traced and transpiled.
  turbopack: { root: path.resolve(__dirname, '../..') },
  outputFileTracingRoot: path.resolve(__dirname, '../..'),
  // Next's cache, plus a memory cache for optimised images: without it, isrFlushToDisk off means
  // every image request is resized and encoded again.
  cacheHandler: path.resolve(__dirname, 'cache-handler.cjs'),
  images: {
    customCacheHandler: true,
    // Uploads are served by the site's /uploads route; the optimiser resizes them per screen. WebP
    // only: AVIF takes about five times as long to encode (300 ms against 60 ms a cover here), and
    // the first visitor of every size waits for it.
    formats: ['image/webp'],
    localPatterns: [{ pathname: '/uploads/**', search: '' }],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  transpilePackages: ['@standplaats/shared', '@standplaats/validation'],
  // The memory the page and data cache may take before the least recently used entries go
  // (Next's default is 50 MB): each query of a list is a page of its own (lib/list-copies.ts), and
  // one hall's plan of 160 stands is about half a megabyte with its payload.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    // The page and data cache live in the server's memory: a restart starts clean, and a second
    // server (tests, a second database) never serves pages cached from another one.
    isrFlushToDisk: false,
  },
  async headers() {
    return [
      { source: '/:path*', headers: [noSniff] },
      // The build's script and style files are never a document: what governs one means nothing on them.
      { source: '/((?!_next/static/).*)', headers: documentHeaders },
      // The cached pages' policy; server/script-nonce.mjs gives pages rendered per request a nonce instead of 'unsafe-inline'.
      // Not on the build's files either, where it would add half a kilobyte to each.
      {
        source: '/((?!uploads/|_next/static/).*)',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ development: process.env.NODE_ENV !== 'production' }) }],
      },
      // HSTS only for requests that came over https (through the proxy in front).
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [strictTransportSecurity] },
    ];
  },
  generateBuildId: () => process.env.STANDPLAATS_BUILD_ID ?? null,
  env: { STANDPLAATS_VERSION: process.env.npm_package_version ?? '0.0.0', STANDPLAATS_BUILD_ID: process.env.STANDPLAATS_BUILD_ID },
};

export default withNextIntl(config);
