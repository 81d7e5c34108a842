#!/usr/bin/env node
// Latency of the article list query the home page makes (20 newest, cover and tags populated by
// the route), straight against a CMS. Usage: node bench/cms-list.mjs --url http://127.0.0.1:1337
//   [--requests 200] [--label sqlite]
import { mkdirSync, writeFileSync } from 'node:fs';
import { arg } from './args.mjs';

const base = arg('url', 'http://127.0.0.1:1337').replace(/\/$/, '');
const requests = Number(arg('requests', 200));
const label = arg('label', 'cms');
const url = `${base}/api/articles?sort=date:desc&pagination[pageSize]=20`;

const first = await fetch(url).then((r) => r.json());
const total = first.meta?.pagination?.total;
const timings = [];
for (let i = 0; i < requests; i += 1) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (q) => +timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
const row = { label, articles: total, requests, p50ms: at(0.5), p90ms: at(0.9), p99ms: at(0.99), items: first.data?.length };
console.table([row]);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL(`./results/cms-list-${label}.json`, import.meta.url), JSON.stringify({ date: new Date().toISOString(), ...row }, null, 2) + '\n');
