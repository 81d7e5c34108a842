#!/usr/bin/env node
// What a list nobody asked for before costs, beside the framework's floor in the same run: each
// request at c=10 is a list whose query no one has asked yet (a word that matches nothing, so the
// figure is the render, not the CMS's search), and each is rendered, then kept in the page cache,
// as every list copy is (apps/web/src/lib/list-copies.ts). The floor is bench/floor-app's
// first-render/[query], the same on its smallest page: one segment per query, rendered on its
// first request and kept (Next's own cache, on disk). Prints requests per second, p50 and p99,
// and the CPU each request cost the server's processes (from /proc), with ratios to the floor's.
// Usage: node bench/first-render.mjs [--seconds 10] [--connections 10] [--skip-floor-build]
//   [--url URL --pid PID] (an already running site and its server's process ID; without --pid
//   the CPU column is left out for it)
import { readFileSync, readdirSync } from 'node:fs';
import { buildFloor, startFloor } from './floor.mjs';
import { withStack } from './stack.mjs';
import { generateLoad } from './load-generator.mjs';
import { arg } from './args.mjs';

const connections = Number(arg('connections', 10));
const duration = Number(arg('seconds', 10));
const givenPid = arg('pid', null);

// Lists whose query string takes a free word: the directory's and the product guide's `q`.
const LISTS = [
  { name: 'floor: first-render/[query]', floor: true, path: (word) => `/first-render/${word}` },
  { name: 'company directory `?q=`', path: (word) => `/bedrijvengids?q=${word}` },
  { name: 'product guide `?q=`', path: (word) => `/productengids?q=${word}` },
];

/** CPU milliseconds a process and all its descendants have used so far (Linux: /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, at 100 ticks a second
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
  return own + children.reduce((sum, child) => sum + cpuMs(child), 0);
}

/** `count` words no one has asked for: this run's own prefix, then a number. */
const words = (prefix, count) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

async function measure(base, pid, list) {
  const run = Math.random().toString(36).slice(2, 8);
  // A few first renders before the clock starts, so the figures are not the server's warm-up.
  for (const word of words(`warm${run}`, 30)) await (await fetch(base + list.path(word))).arrayBuffer();
  const paths = words(`zq${run}`, 100_000).map(list.path);
  const before = pid ? cpuMs(pid) : null;
  const load = await generateLoad({ base, paths, connections, duration });
  const cpu = pid ? +((cpuMs(pid) - before) / load.requests).toFixed(1) : null;
  return { name: list.name, requestsPerSecond: load.requestsPerSecond, p50ms: load.p50ms, p99ms: load.p99ms, cpuMsPerRequest: cpu, non2xx: load.non2xx, errors: load.errors };
}

if (!process.argv.includes('--skip-floor-build')) await buildFloor();
await withStack(async (base, { webPid }) => {
  const floor = await startFloor();
  const pid = givenPid ?? webPid;
  const rows = [];
  for (const list of LISTS) rows.push(await (list.floor ? measure(floor.url, floor.pid, list) : measure(base, pid, list)));
  const [floorRow] = rows;
  const ratio = (value, reference) => (value && reference ? (value / reference).toFixed(2) : '–');
  console.log(`\nFirst renders at c=${connections}, ${duration} s each:\n`);
  console.log('| list | req/s | vs floor | p50 ms | p99 ms | p99 vs floor | CPU ms a request | vs floor | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${ratio(row.requestsPerSecond, floorRow.requestsPerSecond)} | ${row.p50ms} | ${row.p99ms} | ${ratio(row.p99ms, floorRow.p99ms)} | ${row.cpuMsPerRequest ?? '–'} | ${ratio(row.cpuMsPerRequest, floorRow.cpuMsPerRequest)} | ${row.non2xx + row.errors} |`,
    );
});
