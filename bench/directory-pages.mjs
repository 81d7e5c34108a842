#!/usr/bin/env node
// p50/p99 of the company directory, the product guide and the job board with two filters each, at
// 10 connections (autocannon, each request the next filter combination, so the data cache sees many
// selections), and requests per second of one company page and one product page.
// Usage: node bench/directory-pages.mjs [--url http://127.0.0.1:3000] [--seconds 10] [--connections 10] [--only directory,products,vacancies,pages]
// For the figures, seed a scale database first (apps/cms/scripts/seed-scale.js
// --companies 10000 --products 50000, or --vacancies 20000), run the stack on it and pass its --url.
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { withStack } from './stack.mjs';
import { arg } from './args.mjs';
import { EMPLOYMENT_TYPES, FUNCTION_AREAS, JOB_LEVELS, LETTERS, PROVINCES, SECTORS, WORDS } from './directory-filters.mjs';

const connections = Number(arg('connections', 10));
const duration = Number(arg('seconds', 10));
const only = arg('only', 'directory,products,vacancies,pages').split(',');

// The canonical URLs the filter forms lead to (apps/web/src/lib/directory/filters.ts, lib/vacancies/filters.ts).
const directoryPaths = SECTORS.flatMap((sector) => LETTERS.map((letter) => `/bedrijvengids?sector=${sector}&letter=${letter}`));
const productPaths = SECTORS.flatMap((category) => WORDS.map((word) => `/productengids?categorie=${category}&q=${word}`));
/** Every pair of two of the job board's filters (its parameter and values), in the form's order. */
const VACANCY_FILTERS = [['functie', FUNCTION_AREAS], ['provincie', PROVINCES], ['dienstverband', EMPLOYMENT_TYPES], ['niveau', JOB_LEVELS]];
const vacancyPaths = VACANCY_FILTERS.flatMap(([first, firstValues], i) =>
  VACANCY_FILTERS.slice(i + 1).flatMap(([second, secondValues]) => firstValues.flatMap((a) => secondValues.map((b) => `/vacatures?${first}=${a}&${second}=${b}`))),
);

async function measure(base, name, paths) {
  for (const path of paths.slice(0, 3)) await fetch(base + path);
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { name, connections, seconds: duration, requestsPerSecond: Math.round(result.requests.average), p50ms: result.latency.p50, p99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** The first company and product the lists link to. */
async function firstLink(base, list, pattern) {
  const html = await (await fetch(base + list)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`No link matching ${pattern} on ${list}`);
  return match[0].slice(6, -1);
}

await withStack(async (base) => {
  const rows = [];
  if (only.includes('directory')) rows.push(await measure(base, 'directory, sector + letter', directoryPaths));
  if (only.includes('products')) rows.push(await measure(base, 'product guide, category + keyword', productPaths));
  if (only.includes('vacancies')) rows.push(await measure(base, 'job board, two of area, province, type, level', vacancyPaths));
  if (only.includes('pages')) {
    const company = await firstLink(base, '/bedrijvengids', /href="\/bedrijvengids\/[a-z0-9]+"/);
    const product = await firstLink(base, '/productengids', /href="\/productengids\/[a-z0-9]+"/);
    rows.push(await measure(base, `company page ${company}`, [company]), await measure(base, `product page ${product}`, [product]));
  }
  console.table(rows);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/directory-pages.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), base, rows }, null, 2) + '\n');
});
