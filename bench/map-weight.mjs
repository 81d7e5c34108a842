#!/usr/bin/env node
// The weight of the server-rendered maps: every <svg> with a <title> in a page's HTML (the
// location finder's map, a venue's one-point map), raw and gzip, beside the whole document, and
// what the lakes add: the maps' weight against the same maps without the lakes' path.
// Usage: node bench/map-weight.mjs [--url URL] [--paths /locatie-finder,/locatie-finder/jaarbeurs]
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { withStack } from './stack.mjs';
import { arg } from './args.mjs';

const paths = arg('paths', '/locatie-finder,/locatie-finder/jaarbeurs').split(',');
const kb = (bytes) => +(bytes / 1024).toFixed(1);
const gzip = (text) => gzipSync(Buffer.from(text), { level: 6 }).length;

await withStack(async (base) => {
  const rows = [];
  for (const path of paths) {
    const response = await fetch(base + path);
    const html = await response.text();
    // Maps are SVG with a <title> first; icons are not.
    const maps = [...html.matchAll(/<svg[^>]*>\s*<title[\s\S]*?<\/svg>/g)].map(([svg]) => svg);
    const marks = maps.reduce((n, svg) => n + (svg.match(/<circle /g)?.length ?? 0), 0);
    // The lakes are the one path filled as the page (features/maps): the reference is the map without it.
    const withoutLakes = maps.map((svg) => svg.replace(/<path d="[^"]*" class="fill-white[^"]*"[^>]*>(<\/path>)?/g, ''));
    rows.push({
      path,
      status: response.status,
      maps: maps.length,
      marks,
      svgBytes: maps.reduce((n, svg) => n + Buffer.byteLength(svg), 0),
      svgGzipBytes: maps.reduce((n, svg) => n + gzip(svg), 0),
      withoutLakesBytes: withoutLakes.reduce((n, svg) => n + Buffer.byteLength(svg), 0),
      withoutLakesGzipBytes: withoutLakes.reduce((n, svg) => n + gzip(svg), 0),
      lakesRatio: +(maps.reduce((n, svg) => n + Buffer.byteLength(svg), 0) / withoutLakes.reduce((n, svg) => n + Buffer.byteLength(svg), 0)).toFixed(3),
      htmlKB: kb(Buffer.byteLength(html)),
      htmlGzipKB: kb(gzip(html)),
    });
  }
  console.table(rows);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/map-weight.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
});
