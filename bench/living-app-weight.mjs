#!/usr/bin/env node
// The weight the living app adds to the browser's JavaScript: each client entry bundled on its own
// with rolldown (minified, React and Next left out, since every page loads them anyway), raw and
// gzip. The LivingApp island is in every page's first load; the icon loader only where a client
// component imports it.
//
//   node bench/living-app-weight.mjs
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const src = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
const entries = [
  ['LivingApp (version poller, reload guard, delayed prefetch, token renewal check)', 'components/app/living-app.client.tsx', 'first load, every page'],
  ['push opt-in button (footer)', 'features/push/push-opt-in.client.tsx', 'first load, every page'],
  ['icon loader', 'lib/icons/loader.ts', 'on use'],
];

const rows = [];
for (const [name, file, when] of entries) {
  const result = await build({
    input: `${src}${file}`,
    external: [/^react($|\/)/, /^next($|\/)/],
    resolve: { alias: { '@': src.replace(/\/$/, '') } },
    transform: { define: { 'process.env.STANDPLAATS_BUILD_ID': JSON.stringify('0123456789abcdef0123456789abcdef01234567') } },
    output: { format: 'esm', minify: true },
    write: false,
    logLevel: 'silent',
  });
  // The entry is what the page loads; a dynamic import() is a chunk of its own, loaded on use.
  for (const chunk of result.output) {
    if (chunk.type !== 'chunk') continue;
    const base = chunk.fileName.replace(/-[\w-]+\.js$/, '');
    const label = chunk.isEntry ? name : `  └ ${base} (${chunk.isDynamicEntry ? 'dynamic import' : 'shared with the entry'})`;
    rows.push({ name: label, when: chunk.isEntry || !chunk.isDynamicEntry ? when : 'on use', raw: Buffer.byteLength(chunk.code), gzip: gzipSync(chunk.code, { level: 9 }).length });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
console.log(`${'part'.padEnd(80)} ${'loads'.padEnd(22)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)}`);
for (const row of rows) console.log(`${row.name.padEnd(80)} ${row.when.padEnd(22)} ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)}`);
