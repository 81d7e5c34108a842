import { existsSync } from 'node:fs';
import path from 'node:path';
import { cmsDir, root } from './paths.mjs';
import { run } from './processes.mjs';

/** Installs from the lockfiles when node_modules is missing (the root install also installs the CMS). */
export async function ensureDependencies() {
  if (!existsSync(path.join(root, 'node_modules/next'))) {
    await run('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
    return 'installed';
  }
  if (!existsSync(path.join(cmsDir, 'node_modules/@strapi/strapi'))) {
    await run('npm ci (cms)', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: cmsDir });
    return 'installed the CMS';
  }
  return 'already installed';
}

export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) throw new Error(`Node.js 20 or newer is needed; this is ${process.version}.`);
  return `Node.js ${process.version}`;
}
