#!/usr/bin/env node
// First-load JavaScript per template, read from a build without running it: the root main files
// and every chunk the page's segments name in their client reference manifests (the scripts the
// HTML loads), gzip -9, in KiB. Scripts asked for later (after idle, on use) are not counted.
// Usage: node bench/first-load.mjs [--next-dir apps/web/.next] — run it on two builds to compare.
import { existsSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { MEMBER_TEMPLATES, TEMPLATES } from './templates.mjs';
import { arg } from './args.mjs';

const dir = arg('next-dir', new URL('../apps/web/.next', import.meta.url).pathname);

const gzip = (file) => gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length;
const kib = (bytes) => +(bytes / 1024).toFixed(1);
const rootFiles = JSON.parse(readFileSync(`${dir}/build-manifest.json`, 'utf8')).rootMainFiles;

/** The chunks a page's manifest names for its segments (layouts, error and not-found boundaries, the page). */
function pageChunks(route) {
  const file = `${dir}/server/app/[locale]/(default)${route ? `/${route}` : ''}/page_client-reference-manifest.js`;
  if (!existsSync(file)) return null;
  const context = vm.createContext({ self: {} });
  context.globalThis = context;
  vm.runInContext(readFileSync(file, 'utf8'), context);
  const manifest = Object.values(context.__RSC_MANIFEST)[0];
  return new Set(Object.values(manifest.entryJSFiles).flat());
}

const rootBytes = rootFiles.reduce((total, file) => total + gzip(file), 0);
const rows = [...TEMPLATES, ...MEMBER_TEMPLATES].map(({ name: template, route }) => {
  const chunks = pageChunks(route);
  const own = chunks ? [...chunks].reduce((total, file) => total + gzip(file), 0) : NaN;
  return { template, 'root KiB': kib(rootBytes), 'segments KiB': kib(own), 'first load KiB': kib(rootBytes + own) };
});
console.table(rows);
