#!/usr/bin/env node
// How much of each template's HTML is Next's inline RSC payload (the `self.__next_f.push` scripts
// that hydrate the page), raw and gzip, and what fills it: class names, the client components'
// references, and the largest rows with their start. Issue 30's goal is half the payload on every
// template; run it before and after a change on the same machine.
// Usage: node bench/rsc-payload.mjs [--url URL] [--only home,article] [--label NAME] [--rows 3]
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { withStack } from './stack.mjs';
import { TEMPLATES, resolvePath } from './templates.mjs';
import { arg } from './args.mjs';

const only = arg('only', null)?.split(',');
const label = arg('label', null);
const shownRows = Number(arg('rows', 3));

const kb = (bytes) => +(bytes / 1024).toFixed(1);
const gzip = (text) => gzipSync(Buffer.from(text), { level: 6 }).length;
const bytes = (text) => Buffer.byteLength(text);

/** The payload's scripts as they stand in the HTML, and the payload they carry, decoded. */
function payloadOf(html) {
  const scripts = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)];
  const decoded = scripts.map(([, array]) => JSON.parse(array)).filter((chunk) => chunk[0] === 1).map((chunk) => chunk[1]).join('');
  return { inHtml: scripts.map(([script]) => script).join(''), decoded };
}

/** What fills the decoded payload: its rows (`id:…` lines), class names, client references. */
function breakdown(decoded) {
  const rows = decoded.split(/\n(?=[0-9a-f]+:)/);
  const classNames = [...decoded.matchAll(/"className":"((?:[^"\\]|\\.)*)"/g)].reduce((sum, [match]) => sum + bytes(match), 0);
  const references = rows.filter((row) => /^[0-9a-f]+:I\[/.test(row)).reduce((sum, row) => sum + bytes(row), 0);
  const largest = [...rows].sort((a, b) => bytes(b) - bytes(a)).slice(0, shownRows).map((row) => `${kb(bytes(row))} KB ${row.slice(0, 70).replace(/\s+/g, ' ')}`);
  return { rows: rows.length, classNames, references, largest };
}

await withStack(async (base) => {
  const results = [];
  for (const template of TEMPLATES.filter((t) => !only || only.includes(t.name))) {
    const path = await resolvePath(base, template);
    const response = await fetch(base + path);
    const html = await response.text();
    const { inHtml, decoded } = payloadOf(html);
    const parts = breakdown(decoded);
    results.push({
      template: template.name,
      path,
      status: response.status,
      htmlKB: kb(bytes(html)),
      htmlGzipKB: kb(gzip(html)),
      payloadKB: kb(bytes(inHtml)),
      payloadGzipKB: kb(gzip(inHtml)),
      payloadShare: +(bytes(inHtml) / bytes(html)).toFixed(2),
      rows: parts.rows,
      classNamesKB: kb(parts.classNames),
      clientReferencesKB: kb(parts.references),
      largest: parts.largest,
    });
  }
  console.table(results.map(({ path: _path, largest: _largest, ...row }) => row));
  console.log('\nThe largest rows of each payload (decoded):');
  for (const { template, largest } of results) console.log(`  ${template}\n${largest.map((row) => `    ${row}`).join('\n')}`);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const file = `rsc-payload${label ? `-${label}` : ''}.json`;
  writeFileSync(new URL(`./results/${file}`, import.meta.url), JSON.stringify({ date: new Date().toISOString(), base, results }, null, 2));
  console.log(`\nbench/results/${file}`);
});
