#!/usr/bin/env node
// The weight of "Mijn beursbezoek"'s JavaScript, two ways:
// 1. its own code: the planner page's island (PlannerSync: the URL, the account, the offline
//    pages, the Route events) and the favourite buttons' island, with everything they import but
//    React and Next, bundled and minified with rolldown, raw and gzip;
// 2. with `--url`, the scripts a running site's planner page loads that the exhibitor list, the
//    page before it, does not: what opening the planner costs, from the production build.
// Usage: node bench/planner-weight.mjs [--url http://localhost:3000]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const { values } = parseArgs({ options: { url: { type: 'string' }, fair: { type: 'string', default: 'vakbeurs-evenementenbranche' } } });
const root = new URL('../', import.meta.url).pathname;
const gzip = (text) => gzipSync(text, { level: 9 }).length;

async function own(what, entries) {
  const bundle = await rolldown({
    input: entries.map((entry) => join(root, 'apps/web/src/features/exhibitors/planner', entry)),
    external: [/^react(\/.*)?$/, /^next(\/.*)?$/],
    resolve: { alias: { '@': join(root, 'apps/web/src'), '@standplaats/shared': join(root, 'packages/shared/src/index.ts') } },
    transform: { jsx: { runtime: 'automatic' } },
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  const code = output.filter((file) => file.type === 'chunk').map((file) => file.code).join('\n');
  return { what, bytes: Buffer.byteLength(code), gzipBytes: gzip(code) };
}

const rows = [
  await own('favourite buttons island (list, plan, company page)', ['favourite-buttons.client.tsx']),
  await own('planner islands (planner page: both)', ['planner-sync.client.tsx', 'favourite-buttons.client.tsx']),
];

/** The page's own script files (its <script src>), by URL. */
async function scriptsOf(url) {
  const html = await (await fetch(url)).text();
  return new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1].replaceAll('&amp;', '&'), url).href));
}

if (values.url) {
  const planner = await scriptsOf(`${values.url}/kalender/${values.fair}/beursbezoek?s=1.B12_2.A3`);
  const list = await scriptsOf(`${values.url}/kalender/${values.fair}/exposanten`);
  let bytes = 0;
  let gzipBytes = 0;
  const only = [...planner].filter((src) => !list.has(src));
  for (const src of only) {
    const text = Buffer.from(await (await fetch(src)).arrayBuffer());
    bytes += text.length;
    gzipBytes += gzip(text);
  }
  rows.push({ what: `build: ${only.length} scripts the planner loads beyond the exhibitor list`, bytes, gzipBytes });
}

console.table(rows);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/planner-weight.json'), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
