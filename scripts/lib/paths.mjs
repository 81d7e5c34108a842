import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const webDir = path.join(root, 'apps/web');
export const cmsDir = path.join(root, 'apps/cms');
export const dataDir = path.join(root, '.data');

export const bins = {
  next: path.join(root, 'node_modules/next/dist/bin/next'),
  /** The site's production server (`next start` that decides the visitor's address itself). */
  site: path.join(webDir, 'server/index.mjs'),
  strapi: path.join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js'),
  vitest: path.join(root, 'node_modules/vitest/vitest.mjs'),
  playwright: path.join(root, 'node_modules/@playwright/test/cli.js'),
  maildev: path.join(root, 'node_modules/maildev/bin/maildev'),
};
