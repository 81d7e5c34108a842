import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const webDir = path.join(root, 'apps/web');
export const cmsDir = path.join(root, 'apps/cms');
export const sharedDir = path.join(root, 'packages/shared');
export const dataDir = path.join(root, '.data');

export const bins = {
  next: path.join(root, 'node_modules/next/dist/bin/next'),
  /** The site's server (apps/web/server): Next's handler and every step around it. */
  site: path.join(webDir, 'server/index.mjs'),
  strapi: path.join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js'),
  vitest: path.join(root, 'node_modules/vitest/vitest.mjs'),
  tsc: path.join(root, 'node_modules/typescript/bin/tsc'),
  playwright: path.join(root, 'node_modules/@playwright/test/cli.js'),
  maildev: path.join(root, 'node_modules/maildev/bin/maildev'),
};

/**
 * The site's server with its arguments. Its JavaScript heap is bounded (SITE_HEAP_MB, 512 MB unless
 * set): left alone, V8 lets a busy server's heap grow towards a quarter of the machine's memory
 * before it collects in earnest, with nothing leaking; within 512 MB a busy server collects sooner
 * at a small cost in throughput (bench/README.md has the figures).
 */
export const siteArgs = (port) => [`--max-old-space-size=${Number(process.env.SITE_HEAP_MB) || 512}`, bins.site, '--port', String(port)];
