#!/usr/bin/env node
// Sustained ingestion of the analytics endpoint: batches of 50 events, as the site
// forwards them, for --seconds (60) from --connections (8) concurrent senders, straight at the
// CMS's POST /api/statistics. Prints events sent, accepted (202) and stored (counted in the raw
// log after the buffer's last write), and events/s. Goal: 2,000 events/s on SQLite with nothing lost.
// Starts its own seeded CMS on a fresh SQLite database (PostgreSQL when TEST_POSTGRES_URL is set).
// Usage: node bench/analytics-ingest.mjs [--seconds 60] [--connections 8] [--batch 50]
import { mkdirSync, writeFileSync } from 'node:fs';
import { startTestCms } from '../scripts/lib/test-cms.mjs';
import { testConstants } from '../scripts/lib/config.mjs';
import { editor } from '../scripts/lib/cms-editor.mjs';
import { arg } from './args.mjs';

const seconds = Number(arg('seconds', 60));
const connections = Number(arg('connections', 8));
const batchSize = Number(arg('batch', 50));
const label = process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite';
const SITE = 'http://localhost:3000';
const secret = testConstants.sharedSecrets.SITE_API_SECRET;

const PATHS = ['/', '/nieuws', '/kalender', '/vacatures', '/bedrijven', '/producten', '/nieuws/beursvloer-groeit-weer-in-2026'];
const DEVICES = ['desktop', 'mobile', 'tablet'];

function makeBatch(run, worker, n) {
  const session = `${run}-${worker}-${Math.floor(n / 4)}`;
  const events = Array.from({ length: batchSize }, (_, i) => {
    const k = n * batchSize + i;
    const kind = k % 20;
    const base = { url: `${SITE}${PATHS[k % PATHS.length]}?utm=${k % 3}`, ts: Date.now() };
    if (kind === 0) return { ...base, name: 'Lead', lead: 'newsletter' };
    if (kind === 1) return { ...base, name: 'Marketing', target: 'https://partner.example/' };
    if (kind === 2) return { ...base, name: 'session start' };
    return { ...base, name: 'Pageview', referrer: k % 5 === 0 ? 'https://www.google.com/' : undefined, item: k % 7 === 0 ? { type: 'article', id: `bench${k % 500}` } : undefined };
  });
  return JSON.stringify({ data: { events, session, device: DEVICES[worker % 3] } });
}

const cms = await startTestCms({ port: Number(process.env.BENCH_CMS_PORT ?? 1637) });
const results = { label, seconds, connections, batchSize };
try {
  const { api } = await editor(cms.url, testConstants.admin);
  const run = `bench${Date.now().toString(36)}`;
  const counts = { sent: 0, accepted: 0, dropped: 0, refused: 0, failed: 0, latencies: [], statuses: {} };
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const body = makeBatch(run, worker, n);
        const t = performance.now();
        try {
          const response = await fetch(`${cms.url}/api/statistics`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Site-Secret': secret }, body });
          const answer = await response.json().catch(() => null);
          counts.latencies.push(performance.now() - t);
          counts.sent += batchSize;
          counts.statuses[response.status] = (counts.statuses[response.status] ?? 0) + 1;
          if (response.status === 202) {
            counts.accepted += answer.data.accepted;
            counts.dropped += answer.data.dropped;
          } else counts.refused += batchSize;
        } catch {
          counts.failed += batchSize;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  // The buffer is written every second; give it a few.
  const stored = async () =>
    (await api(`/analytics-events?filters[session][$startsWith]=${run}&pagination[pageSize]=1`)).meta.pagination.total;
  let storedCount = 0;
  const waitUntil = Date.now() + 30_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    storedCount = await stored();
  } while (storedCount < counts.accepted && Date.now() < waitUntil);
  const sorted = counts.latencies.sort((a, b) => a - b);
  const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);

  // The dashboard's reads right after: today's on-demand rollup of everything just sent.
  const site = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  const figures = await api(`/statistics/site?from=${today}&to=${today}`).catch((error) => {
    console.error(String(error));
    return { data: { totals: { views: null } } };
  });
  const siteMs = performance.now() - site;

  Object.assign(results, {
    elapsedSeconds: Number(elapsed.toFixed(1)),
    sent: counts.sent,
    accepted: counts.accepted,
    refused: counts.refused,
    // 503: the buffer was full (writes slower than arrivals); refused, never accepted and lost.
    statuses: JSON.stringify(counts.statuses),
    failed: counts.failed,
    stored: storedCount,
    lost: counts.accepted - storedCount,
    sentPerSecond: Math.round(counts.sent / elapsed),
    storedPerSecond: Math.round(storedCount / elapsed),
    batchLatencyMs: { p50: p(0.5), p95: p(0.95), p99: p(0.99) },
    siteFiguresWithRollupMs: Math.round(siteMs),
    siteViewsToday: figures.data.totals.views,
  });
  console.table([results]);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/analytics-ingest-${label}.json`, import.meta.url), JSON.stringify(results, null, 2));
} finally {
  await cms.stop();
}
