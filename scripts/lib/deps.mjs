import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { cmsDir, root } from './paths.mjs';
import { run } from './processes.mjs';

/**
 * Whether the packages in `dir` match its lockfile. npm writes `node_modules/.package-lock.json`
 * last, when an install has finished: an install that was interrupted has none, and a lockfile
 * changed since (a `git pull`) is newer than it. A minute of slack spares an install that wrote
 * both files itself.
 */
export function installedFromLockfile(dir, marker) {
  const hidden = path.join(dir, 'node_modules/.package-lock.json');
  if (!existsSync(path.join(dir, 'node_modules', marker)) || !existsSync(hidden)) return false;
  return statSync(path.join(dir, 'package-lock.json')).mtimeMs <= statSync(hidden).mtimeMs + 60_000;
}

/**
 * The CMS's install, apart from the root workspaces (scripts/install-cms.mjs says why), without the
 * parent npm's npm_* settings (its local prefix among them), so it resolves as if run on its own.
 */
export function installCms() {
  const npmSettings = Object.keys(process.env).filter((key) => key.toLowerCase().startsWith('npm_'));
  const command = existsSync(path.join(cmsDir, 'package-lock.json')) ? 'ci' : 'install';
  return run(`npm ${command} (cms)`, 'npm', [command, '--no-audit', '--no-fund'], { cwd: cmsDir, env: Object.fromEntries(npmSettings.map((key) => [key, undefined])) });
}

/** Installs from the lockfiles when the packages are missing, half installed or older than the lockfile. */
export async function ensureDependencies() {
  if (!installedFromLockfile(root, 'next')) {
    // Both at once: the root install would install the CMS after itself (postinstall).
    await Promise.all([run('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, env: { STANDPLAATS_CMS_INSTALL: 'apart' } }), installCms()]);
    return 'installed';
  }
  if (!installedFromLockfile(cmsDir, '@strapi/strapi')) {
    await installCms();
    return 'installed the CMS';
  }
  return 'already installed';
}

export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) throw new Error(`Node.js 20 or newer is needed; this is ${process.version}.`);
  return `Node.js ${process.version}`;
}
