#!/usr/bin/env node
// Latency of the directory's, the product guide's and the venue finder's list queries with two
// filters each, as the site sends them (apps/web/src/lib/cms/companies.ts, products.ts, venues.ts:
// 24 a page, A to Z), straight against a CMS: what a list's first render waits for before the site
// caches it. Each request takes the next combination, so no two in a row are alike.
// Usage: node bench/directory-query.mjs --url http://127.0.0.1:1337 [--requests 200] [--label NAME]
// For the figures, seed a scale database first (npm run seed:scale -- --companies 10000
// --products 50000 --venues 2000) and run a CMS on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { arg } from './args.mjs';

const base = arg('url', 'http://127.0.0.1:1337').replace(/\/$/, '');
const requests = Number(arg('requests', 200));
const label = arg('label', 'cms');

// As bench/directory-pages.mjs asks the site.
const SECTORS = ['standbouw', 'av-techniek', 'catering', 'meubilair', 'tenten', 'ticketing', 'beveiliging', 'evenementenbureau', 'reisorganisatie', 'energie', 'personeel', 'drukwerk'];
const LETTERS = 'abcdefghijklmnoprstvwz'.split('');
const WORDS = ['stand', 'led', 'tent', 'buffet', 'podium', 'techniek', 'bouw', 'design'];
const PROVINCES = ['utrecht', 'noord-holland', 'zuid-holland', 'noord-brabant', 'gelderland', 'limburg', 'overijssel', 'groningen'];
const VENUE_TYPES = ['beurshal', 'congrescentrum', 'hotel', 'unieke-locatie', 'buitenlocatie', 'stadion', 'theater'];

/** A list's query string: the fields, the `$and` of filters (each a `{ 'path][to][$operator': value }`), A to Z, 24 a page. */
function listQuery(path, fields, filters, locale = 'nl') {
  const params = new URLSearchParams({ 'sort[0]': 'name:asc', 'sort[1]': 'id:asc', 'pagination[page]': '1', 'pagination[pageSize]': '24' });
  if (locale) params.set('locale', locale);
  fields.forEach((field, n) => params.set(`fields[${n}]`, field));
  filters.forEach((filter, n) => {
    for (const [keys, value] of Object.entries(filter)) params.set(`filters[$and][${n}][${keys}]`, value);
  });
  return `${base}/api/${path}?${params}`;
}

const QUERIES = {
  'companies: sector and letter': (i) =>
    listQuery('partners', ['locale', 'name', 'description', 'sector'], [
      { 'sector][$eq': SECTORS[i % SECTORS.length] },
      { 'name][$startsWithi': LETTERS[Math.floor(i / SECTORS.length) % LETTERS.length] },
    ]),
  'products: category and word': (i) => {
    const word = WORDS[Math.floor(i / SECTORS.length) % WORDS.length];
    return listQuery('products', ['locale', 'name', 'slug', 'description', 'category'], [
      { 'category][$eq': SECTORS[i % SECTORS.length] },
      { '$or][0][name][$containsi': word, '$or][1][description][$containsi': word },
    ]);
  },
  // Venues have one language: the site asks without a locale.
  'venues: province and type': (i) =>
    listQuery('venues', [], [
      { 'province][$eq': PROVINCES[i % PROVINCES.length] },
      { 'venueType][$eq': VENUE_TYPES[Math.floor(i / PROVINCES.length) % VENUE_TYPES.length] },
    ], null),
};

const rows = [];
for (const [name, query] of Object.entries(QUERIES)) {
  const timings = [];
  let total = 0;
  for (let i = 0; i < requests; i += 1) {
    const url = query(i);
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.json();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
    timings.push(performance.now() - started);
    total += body.meta?.pagination?.total ?? 0;
  }
  timings.sort((a, b) => a - b);
  const at = (q) => +timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  rows.push({ label, query: name, requests, 'matches (mean)': Math.round(total / requests), p50ms: at(0.5), p90ms: at(0.9), p99ms: at(0.99) });
}
console.table(rows);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL(`./results/directory-query-${label}.json`, import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
