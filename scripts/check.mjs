#!/usr/bin/env node
// `npm run check` (and the first suite of `npm test`): the route types Next writes (`next typegen`
// makes them without a build), ESLint over the whole repository, then `tsc --noEmit` over every
// TypeScript project, the tests and e2e specs included.
import path from 'node:path';
import { buildShared } from './lib/apps.mjs';
import { bins, root, webDir } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');
const projects = ['packages/shared', 'packages/validation', 'apps/cms', 'apps/web', 'apps/web/server', '.'];

const checks = [
  // First: ESLint's type-aware rules read the route types too (PageProps and the like); without
  // them those types are errors, and rules such as no-floating-promises pass what they should not.
  // In the site's folder: Next compiles next.config.ts, whose imports are relative to it.
  ['next typegen', [bins.next, 'typegen'], webDir],
  ['eslint', [eslint, '.']],
  ...projects.map((project) => [`tsc ${project}`, [tsc, '--noEmit', '-p', project]]),
];

let failed = 0;
// The CMS type-checks against the shared package's declarations.
try {
  await buildShared();
} catch (error) {
  console.error(String(error));
  failed += 1;
}
for (const [name, args, cwd = root] of checks) {
  try {
    await run(name, process.execPath, args, { cwd, quiet: false });
  } catch {
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
