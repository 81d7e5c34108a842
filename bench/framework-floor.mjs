#!/usr/bin/env node
// The framework's floor: first-load JavaScript and Lighthouse scores of the smallest App Router site
// (bench/floor-app: one layout, one page, no client code of its own), built with the repository's
// own next, react and react-dom. Whatever the site's pages weigh and score beyond these figures is
// the site's; what the floor itself weighs no page can go below.
// Usage: node bench/framework-floor.mjs [--runs 3]
import { fileURLToPath } from 'node:url';
import { run, stopAll } from '../scripts/lib/processes.mjs';
import { buildFloor, floorUrl, startFloor } from './floor.mjs';
import { arg } from './args.mjs';

const runs = arg('runs', '3');
const bench = (script, ...args) =>
  run(script, process.execPath, [fileURLToPath(new URL(script, import.meta.url)), '--url', floorUrl, '--paths', '/', '--label', 'floor', ...args], { quiet: false });

await buildFloor();
try {
  await startFloor();
  await bench('./page-weight.mjs');
  await bench('./lighthouse.mjs', '--runs', runs);
} finally {
  await stopAll();
}
