#!/usr/bin/env node
// The framework's floor: first-load JavaScript and Lighthouse scores of the smallest App Router site
// (bench/floor-app: one layout, one page, no client code of its own), built with the repository's
// own next, react and react-dom. Whatever the site's pages weigh and score beyond these figures is
// the site's; what the floor itself weighs no page can go below.
// Usage: node bench/framework-floor.mjs [--runs 3]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bins, dataDir } from '../scripts/lib/paths.mjs';
import { run, startService, stopAll, waitForUrl } from '../scripts/lib/processes.mjs';

const floorDir = fileURLToPath(new URL('./floor-app/', import.meta.url));
const r = process.argv.indexOf('--runs');
const runs = r === -1 ? '3' : process.argv[r + 1];
const url = 'http://127.0.0.1:3299';
const env = { NEXT_TELEMETRY_DISABLED: '1' };
const bench = (script, ...args) =>
  run(script, process.execPath, [fileURLToPath(new URL(script, import.meta.url)), '--url', url, '--paths', '/', '--label', 'floor', ...args], { quiet: false });

console.log('Building bench/floor-app …');
await run('floor build', process.execPath, [bins.next, 'build'], { cwd: floorDir, env });
try {
  const web = startService('floor-web', process.execPath, [bins.next, 'start', '--port', '3299'], {
    cwd: floorDir,
    env: { ...env, NODE_ENV: 'production' },
    logDir: path.join(dataDir, 'logs'),
  });
  await waitForUrl(url, { service: web });
  await bench('./page-weight.mjs');
  await bench('./lighthouse.mjs', '--runs', runs);
} finally {
  await stopAll();
}
