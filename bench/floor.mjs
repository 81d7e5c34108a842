// bench/floor-app, the smallest App Router site, built with the repository's own next, react and
// react-dom and served by `next start`: the framework's floor that framework-floor.mjs and
// speed.mjs measure the site against. stopAll() (scripts/lib/processes.mjs) stops it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bins, dataDir } from '../scripts/lib/paths.mjs';
import { run, startService, waitForUrl } from '../scripts/lib/processes.mjs';

const floorDir = fileURLToPath(new URL('./floor-app/', import.meta.url));
const env = { NEXT_TELEMETRY_DISABLED: '1' };
export const floorUrl = 'http://127.0.0.1:3299';

export async function buildFloor() {
  console.log('Building bench/floor-app …');
  await run('floor build', process.execPath, [bins.next, 'build'], { cwd: floorDir, env });
}

/** Serves the built floor-app on floorUrl; resolves to its URL and its server's process ID once it answers. */
export async function startFloor() {
  const web = startService('floor-web', process.execPath, [bins.next, 'start', '--port', new URL(floorUrl).port], {
    cwd: floorDir,
    env: { ...env, NODE_ENV: 'production' },
    logDir: path.join(dataDir, 'logs'),
  });
  await waitForUrl(floorUrl, { service: web });
  return { url: floorUrl, pid: web.child.pid };
}
