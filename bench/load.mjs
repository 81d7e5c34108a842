#!/usr/bin/env node
// Sustained load over a mix of pages and searches: 50 visitors for 60 s, after a 60 s warm-up,
// with the site's memory (RSS) sampled every 5 s. Prints errors, answers other than 2xx,
// throughput and the memory curve; the goal is 0 errors and RSS growth under 10 % after the
// warm-up. Usage: node bench/load.mjs [--connections 50] [--seconds 60] [--warm-up 60]
// [--generator autocannon|wrk] [--url URL] (with --url the site's memory is not known and not
// printed). The load comes from load-generator.mjs, as every other benchmark's.
//
// Growth is the last third of the samples against the first third (their means): a leak moves
// the whole curve up, while the collector's sawtooth moves single samples by ±10 %, so a first
// and a last sample alone tell the phase of the sawtooth more than any growth. Both are printed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { withStack } from './stack.mjs';
import { arg } from './args.mjs';
import { generateLoad } from './load-generator.mjs';

const connections = Number(arg('connections', 50));
const duration = Number(arg('seconds', 60));
// V8 grows the site's heap towards its working size for the first minute of this load, while
// heap snapshots show the live objects flat (bench/README.md): a shorter warm-up measures that.
const warmUp = Number(arg('warm-up', 60));
const generator = arg('generator', 'autocannon');

// What visitors of a media site do most: the front page, news, the calendar (plain and
// filtered), the directories, and searches with and without results.
const paths = [
  '/',
  '/magazines',
  '/nieuws/beursvloer-groeit-weer-in-2026',
  '/kalender',
  '/kalender?type=beurs',
  '/kalender?weergave=maand',
  '/bedrijvengids',
  '/bedrijvengids?sector=standbouw',
  '/productengids',
  '/locatie-finder',
  '/vacatures',
  '/zoeken?q=beurs',
  '/zoeken?q=duurzaam+evenement',
  '/zoeken?q=xyzzy',
  '/en',
  '/en/kalender',
];

// Every request comes from one loopback address: the CMS's per-visitor search limit would answer
// most searches with 429. Raised for the CMS this bench starts.
process.env.SEARCH_RATE_LIMIT ??= '100000000';

/** Resident memory of a process in MB, from /proc (Linux). */
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

await withStack(async (base, { webPid } = {}) => {
  const load = (seconds) => generateLoad({ generator, base, paths, connections, duration: seconds });
  await load(warmUp);
  const memory = [];
  const sample = () => webPid && memory.push({ second: memory.length * 5, rssMb: rssMb(webPid) });
  sample();
  const timer = setInterval(sample, 5000);
  const result = await load(duration);
  clearInterval(timer);
  sample();

  const summary = { generator, connections, seconds: duration, ...result };
  console.table([summary]);
  if (memory.length >= 3) {
    const mb = memory.map((m) => m.rssMb);
    const third = Math.floor(mb.length / 3);
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const [early, late] = [mean(mb.slice(0, third)), mean(mb.slice(-third))];
    const percent = (from, to) => (((to - from) / from) * 100).toFixed(1);
    console.log(`site RSS (MB) every 5 s after warm-up: ${mb.join(' ')} (${Math.min(...mb)}-${Math.max(...mb)})`);
    console.log(`RSS growth after warm-up: ${percent(early, late)} % (mean of the first third ${early.toFixed(0)} MB → last third ${late.toFixed(0)} MB; first → last sample ${percent(mb[0], mb.at(-1))} %)`);
  }
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/load.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), warmUp, summary, memory }, null, 2) + '\n');
});
