import { bins, cmsDir, sharedDir, webDir } from './paths.mjs';
import { buildIfStale } from './build.mjs';

/** packages/shared as JavaScript with its types, for the CMS (the site reads its TypeScript). */
export const buildShared = () =>
  buildIfStale({
    name: 'shared package build',
    dir: sharedDir,
    inputs: ['packages/shared/src', 'packages/shared/tsconfig.json', 'packages/shared/tsconfig.build.json', 'tsconfig.base.json'],
    output: 'dist/index.js',
    command: process.execPath,
    args: [bins.tsc, '-p', 'tsconfig.build.json'],
  });

export const buildCms = () =>
  buildIfStale({
    name: 'CMS build',
    dir: cmsDir,
    inputs: ['apps/cms/config', 'apps/cms/src', 'apps/cms/package-lock.json', 'apps/cms/tsconfig.json', 'packages/shared/src'],
    output: 'dist/build/index.html',
    // `npm run build` regenerates the content types' TypeScript types, then builds.
    command: 'npm',
    args: ['run', 'build'],
    env: { NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
  });

export const buildWeb = () =>
  buildIfStale({
    name: 'site build',
    dir: webDir,
    inputs: ['apps/web/src', 'apps/web/messages', 'apps/web/public', 'apps/web/next.config.ts', 'apps/web/cache-handler.cjs', 'apps/web/package.json', 'packages', 'package-lock.json'],
    output: '.next/BUILD_ID',
    command: process.execPath,
    args: [bins.next, 'build'],
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
