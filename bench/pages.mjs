#!/usr/bin/env node
// Requests per second and latency of pages on loopback, after one warm-up request each, so the
// figures are those of the page cache. Usage: node bench/pages.mjs [--url URL] [--connections 20]
//   [--seconds 10] [--paths /,/nieuws/beursvloer-groeit-weer-in-2026] [--generator autocannon,wrk]
import { mkdirSync, writeFileSync } from 'node:fs';
import { withStack } from './stack.mjs';
import { generatorsOf } from './load-generator.mjs';
import { throughput } from './throughput.mjs';
import { arg } from './args.mjs';

const connections = Number(arg('connections', 20));
const duration = Number(arg('seconds', 10));
const paths = arg('paths', '/,/nieuws/beursvloer-groeit-weer-in-2026').split(',');
const generators = generatorsOf(arg('generator', 'autocannon'));

await withStack(async (base) => {
  const rows = [];
  for (const generator of generators) {
    for (const path of paths) {
      const { status: _status, ...figures } = await throughput(base + path, { connections, duration, generator });
      rows.push({ path, generator, ...figures });
    }
  }
  console.table(rows);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/pages.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
});
