// The CMS is installed apart from the root workspaces: Strapi's admin needs React 18 while the
// site needs React 19, and a hoisted install lets one app pick up the other's React. It takes
// packages/shared as a `file:` dependency in its JavaScript build, so that is built first.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildShared } from './lib/apps.mjs';

await buildShared();

const cms = fileURLToPath(new URL('../apps/cms/', import.meta.url));
const command = existsSync(new URL('../apps/cms/package-lock.json', import.meta.url)) ? 'ci' : 'install';
// Without the parent npm's npm_* settings, so this install resolves as if run on its own.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit', env });
process.exit(result.status ?? 1);
