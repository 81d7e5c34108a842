#!/usr/bin/env node
// The weight of the maps: every <svg> with a <title> in a page's HTML (the location finder's map,
// a venue's or a company's one-point map), raw and gzip, beside the whole document; and the file
// of shapes they draw with <use href> (apps/web/src/lib/maps/netherlands.svg, fetched once and
// kept a year), with what its lakes add to it.
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
  const files = new Set();
  for (const path of paths) {
    const response = await fetch(base + path);
    const html = await response.text();
    // Maps are SVG with a <title> first; icons are not.
    const maps = [...html.matchAll(/<svg[^>]*>\s*<title[\s\S]*?<\/svg>/g)].map(([svg]) => svg);
    for (const svg of maps) for (const [, file] of svg.matchAll(/<use href="([^"#]+)#/g)) files.add(file);
    rows.push({
      path,
      status: response.status,
      maps: maps.length,
      marks: maps.reduce((n, svg) => n + (svg.match(/<circle /g)?.length ?? 0), 0),
      svgBytes: maps.reduce((n, svg) => n + Buffer.byteLength(svg), 0),
      svgGzipBytes: maps.reduce((n, svg) => n + gzip(svg), 0),
      htmlKB: kb(Buffer.byteLength(html)),
      htmlGzipKB: kb(gzip(html)),
    });
  }
  console.table(rows);
  const shapes = [];
  for (const file of files) {
    const response = await fetch(base + file);
    const svg = await response.text();
    // The lakes are the shape with the id `meren` (lib/maps/netherlands.ts): the reference is the file without it.
    const withoutLakes = svg.replace(/<path id="meren" d="[^"]*"\/>\n?/, '');
    shapes.push({
      file,
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      bytes: Buffer.byteLength(svg),
      gzipBytes: gzip(svg),
      lakesRatio: +(Buffer.byteLength(svg) / Buffer.byteLength(withoutLakes)).toFixed(3),
      lakesGzipRatio: +(gzip(svg) / gzip(withoutLakes)).toFixed(3),
    });
  }
  console.table(shapes);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/map-weight.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows, shapes }, null, 2) + '\n');
});
