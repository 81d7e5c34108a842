#!/usr/bin/env node
// Latency of the site-search endpoint straight against a CMS: one-word, two-word, prefix (as the
// header box asks while typing) and common-word queries, each request a different query from its
// list. Usage: node bench/search-query.mjs --url http://127.0.0.1:1337 [--requests 200] [--label sqlite]
// The CMS limits each visitor to SEARCH_RATE_LIMIT searches a minute (default 120): start the CMS
// with SEARCH_RATE_LIMIT=1000000 for this bench. Goal: p95 under 30 ms on SQLite.
import { mkdirSync, writeFileSync } from 'node:fs';
import { arg } from './args.mjs';

const base = arg('url', 'http://127.0.0.1:1337').replace(/\/$/, '');
const requests = Number(arg('requests', 200));
const label = arg('label', 'cms');

const KINDS = {
  'one word': { path: '/api/search', queries: ['beurzen', 'congres', 'evenementen', 'standbouw', 'catering', 'vacature', 'locatie', 'duurzaam', 'festival', 'techniek'] },
  'two words': { path: '/api/search', queries: ['vakbeurs techniek', 'congres communicatie', 'duurzame evenementen', 'standbouw hout', 'horeca beurs', 'festival groningen'] },
  prefix: { path: '/api/search/suggest', queries: ['be', 'beu', 'beur', 'con', 'congr', 'eve', 'evene', 'sta', 'stand', 'fes'] },
  'common word': { path: '/api/search', queries: ['de', 'en', 'het', 'van', 'een', 'in'] },
};

const rows = [];
for (const [kind, { path, queries }] of Object.entries(KINDS)) {
  const url = (q) => `${base}${path}?q=${encodeURIComponent(q)}&locale=nl`;
  for (const q of queries) await fetch(url(q)).then((r) => r.arrayBuffer());
  const timings = [];
  let totals = 0;
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(url(queries[i % queries.length]));
    const body = await response.json();
    if (!response.ok) throw new Error(`${url(queries[i % queries.length])} answered ${response.status}`);
    timings.push(performance.now() - started);
    totals += body.meta?.total ?? body.data.length;
  }
  timings.sort((a, b) => a - b);
  const at = (q) => +timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  rows.push({ label, kind, requests, meanHits: Math.round(totals / requests), p50ms: at(0.5), p95ms: at(0.95), p99ms: at(0.99) });
}
console.table(rows);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL(`./results/search-query-${label}.json`, import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
