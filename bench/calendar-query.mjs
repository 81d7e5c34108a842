#!/usr/bin/env node
// Latency of the calendar's event query with two filters, as /kalender sends it (20 per page,
// soonest first, the upcoming or one month's events), straight against a CMS. Each request takes
// the next combination, so no two in a row are alike.
// Usage: node bench/calendar-query.mjs --url http://127.0.0.1:1337 [--requests 200] [--label sqlite]
import { mkdirSync, writeFileSync } from 'node:fs';
import { arg } from './args.mjs';

const base = arg('url', 'http://127.0.0.1:1337').replace(/\/$/, '');
const requests = Number(arg('requests', 200));
const label = arg('label', 'cms');

const KINDS = ['beurs', 'congres', 'festival', 'sportevenement', 'brand-event', 'company-event', 'incentive-travel', 'branche-event'];
const CITIES = ['Utrecht', 'Amsterdam', 'Rotterdam', 'Den Haag', 'Eindhoven', 'Maastricht', 'Groningen', 'Zwolle'];
const HOUR = 3_600_000;

/** The first instant of a month in Amsterdam (the calendar's months are Dutch months). */
const monthStart = (year, month) => {
  const guess = Date.UTC(year, month - 1, 1);
  const offsetHours = month >= 4 && month <= 10 ? 2 : 1;
  return new Date(guess - offsetHours * HOUR);
};

/** The query string the site's reader builds (apps/web/src/lib/cms/events.ts) for two filters. */
function calendarQuery(i) {
  const now = new Date(Math.floor(Date.now() / HOUR) * HOUR);
  const and = [];
  const kind = KINDS[i % KINDS.length];
  if (i % 2 === 0) {
    // Kind and month: a month 0 to 11 ahead.
    const at = new Date(now.getTime() + (i % 12) * 30 * 24 * HOUR);
    const year = at.getUTCFullYear();
    const month = at.getUTCMonth() + 1;
    const to = month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);
    and.push({ startsAt: { $lt: to.toISOString() } }, { endsAt: { $gt: monthStart(year, month).toISOString() } }, { kind: { $eq: kind } });
  } else {
    // Kind and city, upcoming.
    and.push({ endsAt: { $gte: now.toISOString() } }, { kind: { $eq: kind } }, { city: { $eq: CITIES[i % CITIES.length] } });
  }
  const params = new URLSearchParams({ locale: 'nl', 'sort[0]': 'startsAt:asc', 'sort[1]': 'id:asc', 'pagination[page]': '1', 'pagination[pageSize]': '20' });
  ['locale', 'title', 'slug', 'kind', 'startsAt', 'endsAt', 'eventStatus', 'city', 'venueName', 'description', 'updatedAt', 'registrationOpen'].forEach((field, n) => params.set(`fields[${n}]`, field));
  and.forEach((filter, n) => {
    const [[attribute, condition]] = Object.entries(filter);
    const [[operator, value]] = Object.entries(condition);
    params.set(`filters[$and][${n}][${attribute}][${operator}]`, value);
  });
  return `${base}/api/events?${params}`;
}

const first = await fetch(`${base}/api/events?pagination[pageSize]=1`).then((r) => r.json());
const timings = { kindMonth: [], kindCity: [] };
for (let i = 0; i < requests; i += 1) {
  const url = calendarQuery(i);
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  timings[i % 2 === 0 ? 'kindMonth' : 'kindCity'].push(performance.now() - started);
}
const rows = Object.entries(timings).map(([filters, list]) => {
  list.sort((a, b) => a - b);
  const at = (q) => +list[Math.min(list.length - 1, Math.floor(q * list.length))].toFixed(1);
  return { label, filters, events: first.meta?.pagination?.total, requests: list.length, p50ms: at(0.5), p90ms: at(0.9), p99ms: at(0.99) };
});
console.table(rows);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL(`./results/calendar-query-${label}.json`, import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
