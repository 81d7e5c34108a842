#!/usr/bin/env node
// Latency of the directory's, the product guide's, the venue finder's and the job board's list
// queries with two filters each, as the site sends them (apps/web/src/lib/cms/companies.ts,
// products.ts, venues.ts, vacancies.ts: the same fields, filters, order and page size, put into a
// query string by qs as the site's CMS client does),
// straight against a CMS: what a list's first render waits for before the site caches it. Each
// request takes the next combination, so no two in a row are alike.
// Usage: node bench/directory-query.mjs --url http://127.0.0.1:1337 [--requests 200] [--label NAME]
// For the figures, seed a scale database first (npm run seed:scale -- --companies 10000
// --products 50000 --venues 2000, or --vacancies 20000) and run a CMS on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import qs from 'qs';
import { arg } from './args.mjs';
import { EMPLOYMENT_TYPES, FULL_TIME_HOURS, FUNCTION_AREAS, LETTERS, PROVINCES, SECTORS, VENUE_TYPES, WORDS } from './directory-filters.mjs';

const base = arg('url', 'http://127.0.0.1:1337').replace(/\/$/, '');
const requests = Number(arg('requests', 200));
const label = arg('label', 'cms');

const SORT = ['name:asc', 'id:asc'];
const pagination = { page: 1, pageSize: 24 };
const VACANCY_FIELDS = ['locale', 'title', 'slug', 'location', 'province', 'remote', 'hoursPerWeek', 'employmentType', 'functionArea', 'level', 'salaryMin', 'salaryMax', 'validThrough', 'publishedAt', 'updatedAt'];
/** The job board's query: open vacancies (the CMS adds that rule), newest first, 20 a page. */
const vacancies = (filters) => url('vacancies', { locale: 'nl', fields: VACANCY_FIELDS, filters: { $and: filters }, sort: ['publishedAt:desc', 'id:desc'], pagination: { page: 1, pageSize: 20 } });

const url = (path, params) => `${base}/api/${path}?${qs.stringify(params, { encodeValuesOnly: true, arrayFormat: 'indices' })}`;
/** The i-th of a list, and the i-th of the next round through `first`, so every pair comes in turn. */
const nth = (list, i, first = []) => list[Math.floor(i / Math.max(first.length, 1)) % list.length];

const QUERIES = {
  'companies: sector and letter': (i) =>
    url('partners', {
      locale: 'nl',
      fields: ['locale', 'name', 'description', 'sector'],
      filters: { $and: [{ sector: { $eq: nth(SECTORS, i) } }, { name: { $startsWithi: nth(LETTERS, i, SECTORS) } }] },
      sort: SORT,
      pagination,
    }),
  'products: category and word': (i) => {
    const word = nth(WORDS, i, SECTORS);
    return url('products', {
      locale: 'nl',
      fields: ['locale', 'name', 'slug', 'description', 'category'],
      filters: { $and: [{ category: { $eq: nth(SECTORS, i) } }, { $or: [{ name: { $containsi: word } }, { description: { $containsi: word } }] }] },
      sort: SORT,
      pagination,
    });
  },
  // Venues have one language: the site asks without a locale.
  'venues: province and type': (i) =>
    url('venues', { filters: { $and: [{ province: { $eq: nth(PROVINCES, i) } }, { venueType: { $eq: nth(VENUE_TYPES, i, PROVINCES) } }] }, sort: SORT, pagination }),
  'vacancies: function area and province': (i) =>
    vacancies([{ functionArea: { $eq: nth(FUNCTION_AREAS, i) } }, { province: { $eq: nth(PROVINCES, i, FUNCTION_AREAS) } }]),
  'vacancies: employment type and full-time': (i) => vacancies([{ employmentType: { $eq: nth(EMPLOYMENT_TYPES, i) } }, { hoursPerWeek: { $gte: FULL_TIME_HOURS } }]),
};

const rows = [];
for (const [name, query] of Object.entries(QUERIES)) {
  const timings = [];
  let total = 0;
  for (let i = 0; i < requests; i += 1) {
    const address = query(i);
    const started = performance.now();
    const response = await fetch(address);
    const body = await response.json();
    if (!response.ok) throw new Error(`${address} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
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
