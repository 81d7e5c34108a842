#!/usr/bin/env node
// The weight of the analytics tracker (the goal: under 3 KB gzip), two ways:
// 1. its own code: the island, the detail pages' TrackView and everything they import but React
//    and Next (which every page loads anyway), bundled and minified with rolldown, raw and gzip;
// 2. the production build's client chunks that carry it (Turbopack puts it in the locale
//    layout's chunk, beside the colour-mode provider), when a build exists.
// Usage: node bench/tracker-weight.mjs
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const root = new URL('../', import.meta.url).pathname;
const gzip = (text) => gzipSync(text, { level: 9 }).length;

const bundle = await rolldown({
  input: [join(root, 'apps/web/src/features/analytics/tracker.client.tsx'), join(root, 'apps/web/src/features/analytics/track-view.client.tsx')],
  external: [/^react(\/.*)?$/, /^next(\/.*)?$/],
  resolve: { alias: { '@': join(root, 'apps/web/src'), '@standplaats/shared': join(root, 'packages/shared/src/index.ts') } },
  transform: { jsx: { runtime: 'automatic' } },
  logLevel: 'silent',
});
const { output } = await bundle.generate({ format: 'esm', minify: true });
const code = output.filter((file) => file.type === 'chunk').map((file) => file.code).join('\n');
const own = { what: 'tracker code (minified, React and Next external)', bytes: Buffer.byteLength(code), gzipBytes: gzip(code) };

const chunks = [];
const dir = join(root, 'apps/web/.next/static/chunks');
if (existsSync(dir)) {
  for (const name of readdirSync(dir, { recursive: true }).map(String).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(dir, name));
    if (text.includes('/api/statistics')) chunks.push({ what: `build chunk ${name} (with what shares it)`, bytes: text.length, gzipBytes: gzip(text) });
  }
}
console.table([own, ...chunks]);
console.log(`tracker: ${own.gzipBytes} B gzip; goal < 3072 B`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/tracker-weight.json'), JSON.stringify({ date: new Date().toISOString(), own, chunks, goalBytes: 3072 }, null, 2) + '\n');
