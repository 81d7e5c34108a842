#!/usr/bin/env node
// A fair's exhibitor list with two filters and its floor plan, at 10 connections:
// each request the next hall and sector of the list, the next hall or highlighted stand of the
// plan, so the data cache sees many selections; then one URL of each again and again. Beside
// them, the weight of one hall's plan: its <svg> raw and gzip, with its number of stands.
// Usage: node bench/exhibitor-pages.mjs [--url http://127.0.0.1:3000] [--fair schaalbeurs]
//   [--seconds 10] [--connections 10] [--generator autocannon,wrk] (each in turn: load-generator.mjs)
// For the figures, seed the scale fair first (apps/cms/scripts/seed-scale.js
// --exhibitors 1500), run the stack on it and pass its --url (bench/README.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { generateLoad, generatorsOf } from './load-generator.mjs';
import { withStack } from './stack.mjs';
import { arg } from './args.mjs';

const connections = Number(arg('connections', 10));
const duration = Number(arg('seconds', 10));
const fair = arg('fair', 'schaalbeurs');
const generators = generatorsOf(arg('generator', 'autocannon'));

const SECTORS = ['standbouw', 'av-techniek', 'catering', 'meubilair', 'tenten', 'ticketing', 'beveiliging', 'evenementenbureau', 'reisorganisatie', 'energie', 'personeel', 'drukwerk'];
const kb = (bytes) => +(bytes / 1024).toFixed(1);
const gzip = (text) => gzipSync(Buffer.from(text), { level: 6 }).length;

async function measure(base, name, paths, generator) {
  for (const path of paths.slice(0, 3)) await (await fetch(base + path)).arrayBuffer();
  const { requestsPerSecond, p50ms, p99ms, non2xx, errors, generatorCpuSeconds } = await generateLoad({ generator, base, paths, connections, duration });
  return { name, generator, urls: paths.length, connections, seconds: duration, requestsPerSecond, p50ms, p99ms, non2xx, errors, generatorCpuSeconds };
}

/** The halls of the fair's plan (from its hall links) and the stands of its first hall's plan. */
async function planOf(base) {
  const html = await (await fetch(`${base}/kalender/${fair}/plattegrond`)).text();
  const stands = [...new Set([...html.matchAll(/plattegrond\?stand=([0-9A-Za-z]+\.[0-9A-Za-z-]+)"/g)].map((m) => m[1]))];
  // The first hall's link has no query: its code is its stands'.
  const halls = [...new Set([stands[0]?.split('.')[0], ...[...html.matchAll(/plattegrond\?hal=([0-9A-Za-z]+)"/g)].map((m) => m[1])].filter(Boolean))];
  const svg = html.match(/<svg[^>]*role="group"[^>]*>[\s\S]*?<\/svg>/)?.[0] ?? '';
  return { halls, stands, svg, html };
}

await withStack(async (base) => {
  const plan = await planOf(base);
  if (plan.halls.length === 0) throw new Error(`No plan of ${fair} at ${base}`);
  const list = (hall, sector) => `/kalender/${fair}/exposanten?hal=${hall}&sector=${sector}`;
  const lists = plan.halls.flatMap((hall) => SECTORS.map((sector) => list(hall, sector)));
  // The first hall's plan has no query: `?hal=` of it answers a redirect to it.
  const hallPlan = (hall, i) => (i === 0 ? `/kalender/${fair}/plattegrond` : `/kalender/${fair}/plattegrond?hal=${hall}`);
  const plans = [...plan.halls.map(hallPlan), ...plan.stands.map((stand) => `/kalender/${fair}/plattegrond?stand=${stand}`)];
  const rows = [];
  for (const generator of generators) {
    rows.push(
      await measure(base, 'exhibitor list, hall + sector', lists, generator),
      await measure(base, 'floor plan, a hall or a stand', plans, generator),
      await measure(base, 'exhibitor list, one URL', [list(plan.halls[0], 'catering')], generator),
      await measure(base, 'floor plan, one hall', [hallPlan(plan.halls[1] ?? plan.halls[0], plan.halls[1] ? 1 : 0)], generator),
    );
  }
  console.table(rows);
  const weight = {
    path: `/kalender/${fair}/plattegrond`,
    stands: plan.svg.match(/<(rect|polygon) [^>]*>/g)?.length - 1,
    links: plan.svg.match(/<a /g)?.length ?? 0,
    svgKB: kb(Buffer.byteLength(plan.svg)),
    svgGzipKB: kb(gzip(plan.svg)),
    htmlKB: kb(Buffer.byteLength(plan.html)),
    htmlGzipKB: kb(gzip(plan.html)),
  };
  console.table([weight]);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/exhibitor-pages.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), base, rows, weight }, null, 2) + '\n');
});
