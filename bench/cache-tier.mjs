#!/usr/bin/env node
// Crowds on deploy/'s topology (issue 30), in one run: nginx with deploy/nginx.conf in front of two
// site processes on one Redis and a CMS seeded with the demo content (scripts/lib/scaled-stack.mjs;
// SQLite, or PostgreSQL when TEST_POSTGRES_URL is set). Prints:
// - requests per second of the home page through nginx against nginx serving the same bytes as a
//   static file (measured first and last; the ratio is against their mean). Goal: at least 0.8×.
// - a crowd: --crowd-connections for --crowd-seconds at the home page, an article and an event, as
//   a Dutch browser loads them: errors, non-2xx, req/s, p50, p99. Goal: 0 errors, p99 under 100 ms.
//   A third of the way in, an editor changes the article's title: the seconds until it shows
//   through nginx. Goal: within 5 s.
// - whether a signed-in member gets their own name from /api/session (what the header shows).
// --baseline FILE measures it all again through a second nginx with another template on the same
// stack, for before and after in one run: `git show main:deploy/nginx.conf > /tmp/before.conf`.
// --generator autocannon,wrk measures it all with each load generator in turn (load-generator.mjs).
// Usage: node bench/cache-tier.mjs [--seconds 10] [--connections 50] [--crowd-seconds 60]
//   [--crowd-connections 200] [--baseline FILE] [--generator autocannon]
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startNginx } from '../deploy/nginx.mjs';
import { dataDir } from '../scripts/lib/paths.mjs';
import { testConstants } from '../scripts/lib/config.mjs';
import { startScaledStack } from '../scripts/lib/scaled-stack.mjs';
import { editor } from '../scripts/lib/cms-editor.mjs';
import { signInBenchMember } from './member.mjs';
import { generateLoad, generatorsOf } from './load-generator.mjs';
import { throughput } from './throughput.mjs';
import { arg } from './args.mjs';

const options = { connections: Number(arg('connections', 50)), duration: Number(arg('seconds', 10)) };
const crowd = { connections: Number(arg('crowd-connections', 200)), duration: Number(arg('crowd-seconds', 60)) };
const baseline = arg('baseline', null);
const generators = generatorsOf(arg('generator', 'autocannon'));

const PAGES = { home: '/', article: '/nieuws/beursvloer-groeit-weer-in-2026', event: '/kalender/vakbeurs-evenementenbranche' };
/** A Dutch reader's page load in Chrome, without cookies: the crowd from a newsletter. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'sec-fetch-dest': 'document',
};
const ports = { cms: 1638, redis: 6392, sites: [3240, 3241], nginx: 8240, nginxCms: 8241 };
const otherNginx = { baseline: [8242, 8243], files: [8244, 8245] };

const logDir = path.join(dataDir, 'logs', 'cache-tier');
const stateDir = mkdtempSync(path.join(tmpdir(), 'standplaats-cache-tier-'));
// Open to all: a baseline template without the user directive runs its workers as nobody under root.
chmodSync(stateDir, 0o755);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** The crowd at `base` from `generator`, after 5 s of it unmeasured, with an editor's change of the article's title a third of the way in. */
async function crowdAt(base, article, generator) {
  const visitors = { generator, base, connections: crowd.connections, headers: BROWSER, paths: Object.values(PAGES) };
  await generateLoad({ ...visitors, duration: 5 });
  const run = generateLoad({ ...visitors, duration: crowd.duration });
  const visibleAfter = sleep((crowd.duration * 1000) / 3).then(() => publishAndWatch(base, article));
  return { ...(await run), publish: await visibleAfter };
}

/**
 * Changes the article's title in the CMS: seconds from the editor's save until nginx shows it
 * (null: not in 30 s), and how long the CMS took to answer the save.
 */
async function publishAndWatch(base, { articles, documentId }) {
  const title = `Beursvloer groeit weer ${Date.now()}`;
  const started = performance.now();
  const seconds = () => Number(((performance.now() - started) / 1000).toFixed(2));
  await articles.publishArticle(documentId, { title });
  const saved = seconds();
  while (performance.now() - started < 30_000) {
    const html = await fetch(base + PAGES.article, { headers: BROWSER }).then((response) => response.text());
    if (html.includes(title)) return { visible: seconds(), saved };
    await sleep(100);
  }
  return { visible: null, saved };
}

/** Whether a signed-in member, through `base`, gets a page and their own name for the header. */
async function signedIn(base, cmsUrl) {
  const { cookie, user } = await signInBenchMember(cmsUrl);
  const page = await fetch(base + PAGES.article, { headers: { ...BROWSER, cookie } });
  await page.arrayBuffer();
  const session = await fetch(`${base}/api/session`, { headers: { cookie } }).then((response) => response.json());
  return { pageStatus: page.status, cache: page.headers.get('x-cache-status'), ownHeader: page.ok && session.member?.email === user.email };
}

/** Every figure but the signed-in member's, with one load generator: its table, printed, and its figures. */
async function measureWith(generator, { file, nginxes, article, signedIn }) {
  const measure = (url, figures = options) => throughput(url, { ...figures, generator });
  for (const url of [file, ...Object.values(nginxes).map((base) => base + PAGES.home)]) await measure(url, { ...options, duration: 2 });
  console.log(`${generator}: the home page and its static copy, ${options.duration} s each at c=${options.connections} …`);
  const fileFirst = await measure(file);
  const homes = {};
  for (const [name, base] of Object.entries(nginxes)) homes[name] = await measure(base + PAGES.home);
  const fileLast = await measure(file);
  const fileRate = (fileFirst.requestsPerSecond + fileLast.requestsPerSecond) / 2;

  const rows = {};
  for (const [name, base] of Object.entries(nginxes)) {
    console.log(`${generator}: the crowd through nginx (${name}): ${crowd.connections} connections for ${crowd.duration} s …`);
    rows[name] = { home: homes[name], ratio: Number((homes[name].requestsPerSecond / fileRate).toFixed(2)), crowd: await crowdAt(base, article, generator), signedIn: signedIn[name] };
  }

  const names = Object.keys(rows);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const table = [
    line([`figure (${generator})`, 'goal', ...names.map((name) => (name === 'after' ? 'deploy/nginx.conf' : `baseline (${path.basename(baseline)})`))]),
    line(['---', '---', ...names.map(() => '---')]),
    line(['static file, req/s (first, last)', '', ...names.map(() => `${fileFirst.requestsPerSecond}, ${fileLast.requestsPerSecond}`)]),
    line([`home page through nginx, req/s at c=${options.connections}`, '', ...names.map((name) => `${rows[name].home.requestsPerSecond} (p99 ${rows[name].home.p99ms} ms)`)]),
    line(['… against the static file', 'at least 0.8×', ...names.map((name) => `${rows[name].ratio}×`)]),
    line([`crowd: ${crowd.connections} connections, ${crowd.duration} s, req/s`, '', ...names.map((name) => String(rows[name].crowd.requestsPerSecond))]),
    line(['… errors, timeouts, non-2xx', '0', ...names.map((name) => `${rows[name].crowd.errors}, ${rows[name].crowd.timeouts}, ${rows[name].crowd.non2xx}`)]),
    line(['… p50, p99', 'p99 under 100 ms', ...names.map((name) => `${rows[name].crowd.p50ms} ms, ${rows[name].crowd.p99ms} ms`)]),
    line(['… CPU seconds of the load generator', '', ...names.map((name) => String(rows[name].crowd.generatorCpuSeconds))]),
    line(['a publish shows through nginx after (the CMS saved it in)', 'within 5 s', ...names.map((name) => `${rows[name].crowd.publish.visible === null ? 'not in 30 s' : `${rows[name].crowd.publish.visible} s`} (${rows[name].crowd.publish.saved} s)`)]),
    line(['a signed-in member sees their own header', 'yes', ...names.map((name) => (rows[name].signedIn.ownHeader ? `yes (page ${rows[name].signedIn.cache ?? 'uncached'})` : 'no'))]),
  ].join('\n');
  console.log(`\n${table}\n`);
  return { fileFirst, fileLast, rows, table };
}

const stack = await startScaledStack({ ports, stateDir: path.join(stateDir, 'nginx'), logDir });
try {
  const nginxes = { after: stack.nginxUrl };
  const nearby = (name, extra) => ({ port: otherNginx[name][0], cmsPort: otherNginx[name][1], sitePorts: ports.sites, cmsPorts: [ports.cms], stateDir: path.join(stateDir, name), logDir, ...extra });
  if (baseline) {
    await startNginx(nearby('baseline', { template: path.resolve(baseline) }));
    nginxes.before = `http://127.0.0.1:${otherNginx.baseline[0]}`;
  }
  // The home page's bytes as nginx keeps them for a request without Accept-Encoding, as a file.
  const home = await fetch(stack.nginxUrl + PAGES.home, { headers: { 'accept-encoding': 'identity', 'accept-language': '' } });
  const bytes = Buffer.from(await home.arrayBuffer());
  const filesDir = path.join(stateDir, 'files');
  mkdirSync(filesDir);
  writeFileSync(path.join(filesDir, 'home.html'), bytes);
  await startNginx(nearby('files', { staticDir: filesDir }));
  const file = `http://127.0.0.1:${otherNginx.files[0]}/_next/static/home.html`;

  const articles = await editor(stack.cmsUrl, testConstants.admin);
  const { data } = await articles.api(`/articles?locale=nl&filters[slug][$eq]=${PAGES.article.split('/').pop()}`);
  const article = { articles, documentId: data[0].documentId };

  console.log(`Load average at the start: ${load()}. Home page: ${bytes.length} bytes.`);
  const signedInRows = {};
  for (const [name, base] of Object.entries(nginxes)) signedInRows[name] = await signedIn(base, stack.cmsUrl);
  const results = {};
  for (const generator of generators) results[generator] = await measureWith(generator, { file, nginxes, article, signedIn: signedInRows });
  console.log(`Load average at the end: ${load()}.`);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/cache-tier.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), options, crowd, bytes: bytes.length, results }, null, 2) + '\n');
} finally {
  await stack.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
