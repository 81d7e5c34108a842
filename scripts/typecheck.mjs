#!/usr/bin/env node
// `npm run typecheck` (and a suite of `npm test`): `tsc --noEmit` over every TypeScript project,
// the tests and e2e specs included. The site's project reads the route types its build writes.
import path from 'node:path';
import { root } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const projects = ['packages/shared', 'packages/validation', 'apps/cms', 'apps/web', '.'];

let failed = 0;
for (const project of projects) {
  try {
    await run(`tsc ${project}`, process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root, quiet: false });
  } catch {
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
