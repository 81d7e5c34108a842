#!/usr/bin/env node
// The industry dashboard's queries at scale: a throwaway SQLite database with the demo
// content gets --events (10,000,000) raw events spread over the last --days (365), written
// straight through Strapi's knex in batches, then every day's rollup; then the dashboard's reads
// (a company's figures and the whole site's, for 7, 30, 90 and 365 days) are timed, --runs (30)
// each, through the statistics service (no HTTP). Prints seed and rollup times and p50/p95 per
// query. PostgreSQL: DATABASE_CLIENT=postgres DATABASE_URL=... instead of the SQLite file.
// Needs the CMS built (npm start --build-only). Usage:
//   node bench/analytics-scale.mjs [--events 10000000] [--days 365] [--runs 30] [--database /tmp/analytics-scale.db]
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cmsDir } from '../scripts/lib/paths.mjs';
import { arg } from './args.mjs';

const total = Number(arg('events', 10_000_000));
const days = Number(arg('days', 365));
const runs = Number(arg('runs', 30));
const database = path.resolve(arg('database', '/tmp/analytics-scale.db'));
const BATCH = 500;
const DAY = 86_400_000;

const require = createRequire(path.join(cmsDir, 'package.json'));
if (process.env.DATABASE_CLIENT !== 'postgres') {
  rmSync(database, { force: true });
  Object.assign(process.env, { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database });
}
Object.assign(process.env, { SEED_DEMO_CONTENT: 'true', STRAPI_TELEMETRY_DISABLED: 'true', STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE: 'nl', NODE_ENV: 'production' });
for (const name of ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY']) process.env[name] ||= randomBytes(16).toString('hex');

const { createStrapi } = require('@strapi/strapi');
const { createId } = require('@paralleldrive/cuid2');
const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
strapi.log.level = 'warn';
const results = { client: strapi.db.dialect.client, events: total, days, runs };
try {
  const knex = strapi.db.connection;
  const documentIds = async (uid) => [...new Set((await strapi.db.query(uid).findMany({ select: ['documentId'] })).map((r) => r.documentId))];
  const items = [
    ...(await documentIds('api::article.article')).map((id) => ['article', id]),
    ...(await documentIds('api::event.event')).map((id) => ['event', id]),
    ...(await documentIds('api::partner.partner')).map((id) => ['company', id]),
    ...(await documentIds('api::product.product')).map((id) => ['product', id]),
    ...(await documentIds('api::vacancy.vacancy')).map((id) => ['vacancy', id]),
  ];
  const paths = Array.from({ length: 500 }, (_, i) => `/pagina/${i}`);
  const hosts = ['www.google.com', 'www.bing.com', 'duckduckgo.com', 'www.linkedin.com', 'nieuwsbrief.example'];
  const devices = ['desktop', 'mobile', 'tablet'];
  const now = Date.now();
  const isPostgres = results.client === 'postgres';

  // Raw rows as Strapi stores them: SQLite keeps datetimes as epoch ms, PostgreSQL as timestamps.
  const started = performance.now();
  let written = 0;
  let seed = 42;
  const random = (n) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  while (written < total) {
    const rows = [];
    for (let i = 0; i < BATCH * 10 && written + rows.length < total; i += 1) {
      const n = written + rows.length;
      const at = now - Math.floor((n / total) * days * DAY) - random(3_600_000);
      const kind = random(100);
      const item = kind < 40 ? items[random(items.length)] : null;
      const name = kind < 85 ? 'Pageview' : kind < 90 ? 'Lead' : kind < 95 ? 'Marketing' : 'session start';
      const stamp = isPostgres ? new Date(at) : at;
      rows.push({
        document_id: createId(),
        name,
        session: `s${Math.floor(n / 6)}`,
        device: devices[random(3)],
        path: paths[random(paths.length)],
        referrer_host: name === 'Pageview' && random(4) === 0 ? hosts[random(hosts.length)] : null,
        item_type: item?.[0] ?? null,
        item_id: item?.[1] ?? null,
        lead: name === 'Lead' ? 'newsletter' : null,
        occurred_at: stamp,
        day: new Date(at).toISOString().slice(0, 10),
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
      });
    }
    await knex.transaction(async (trx) => {
      for (let i = 0; i < rows.length; i += BATCH) await trx('analytics_events').insert(rows.slice(i, i + BATCH));
    });
    written += rows.length;
    if (written % 500_000 < BATCH * 10) console.log(`  ${written.toLocaleString('en')} raw events, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  results.seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));

  const store = require(path.join(cmsDir, 'dist/src/analytics/index.js')).analyticsStore(strapi);
  const rollupStarted = performance.now();
  for (let d = 0; d <= days; d += 1) await store.rollup(new Date(now - d * DAY).toISOString().slice(0, 10));
  results.rollupSecondsAllDays = Number(((performance.now() - rollupStarted) / 1000).toFixed(1));
  results.rollupMsPerDay = Math.round((performance.now() - rollupStarted) / (days + 1));

  const statistics = strapi.service('api::statistics.statistics');
  // The first company by name (the demo content gives each a few products, vacancies and events).
  const companies = await statistics.companies({ kind: 'editor' });
  const company = companies[0];
  const today = new Date(now).toISOString().slice(0, 10);
  const from = (n) => new Date(now - (n - 1) * DAY).toISOString().slice(0, 10);
  const timings = {};
  for (const n of [7, 30, 90, 365]) {
    for (const [what, read] of [
      ['company', () => statistics.companyFigures(company, { from: from(n), to: today })],
      ['site', () => statistics.siteFigures({ from: from(n), to: today })],
    ]) {
      const times = [];
      for (let r = 0; r < runs; r += 1) {
        const t = performance.now();
        await read();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const p = (q) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
      timings[`${what} ${n} days`] = { p50: p(0.5), p95: p(0.95), max: p(1) };
    }
  }
  results.timingsMs = timings;
  const rollupRows = {};
  for (const table of ['analytics_daily_items', 'analytics_daily_site', 'analytics_daily_pages', 'analytics_daily_devices', 'analytics_daily_referrers']) {
    rollupRows[table] = Number((await knex(table).count({ n: '*' }))[0].n);
  }
  results.rollupRows = rollupRows;
  console.log(JSON.stringify({ ...results, timingsMs: undefined }, null, 2));
  console.table(timings);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/analytics-scale-${results.client}.json`, import.meta.url), JSON.stringify(results, null, 2));
} finally {
  await strapi.destroy();
}
