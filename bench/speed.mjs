#!/usr/bin/env node
// Issue 18's table in one run: every page that is the same for all visitors beside the framework's
// floor (bench/floor-app, served at the same time), each page's requests per second at c=20 and
// p99 with its ratio to the floor's figures measured in that run. The floor is measured first and
// last; its figure is the mean of the two (both are printed, so the run's drift shows).
// Usage: node bench/speed.mjs [--seconds 10] [--connections 20] [--only article,event]
//   [--weight] (first-load JavaScript, gzip, from page-weight.mjs)
//   [--lighthouse [--runs 3]] (mobile performance and TBT, from lighthouse.mjs: slow)
//   [--skip-floor-build] [--url URL] (an already running site instead of a stack of its own)
//   [--baseline URL] (another running site, e.g. main's build, measured page by page right after
//   this one, with its own ratios: before and after in one run)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from '../scripts/lib/processes.mjs';
import { buildFloor, floorUrl, startFloor } from './floor.mjs';
import { withStack } from './stack.mjs';
import { resolvePath } from './templates.mjs';
import { throughput } from './throughput.mjs';
import { arg } from './args.mjs';

const has = (name) => process.argv.includes(`--${name}`);
const options = { connections: Number(arg('connections', 20)), duration: Number(arg('seconds', 10)) };
const only = arg('only', null)?.split(',');
const baseline = arg('baseline', null)?.replace(/\/$/, '');

/** The pages measured, in the demo seed; a page with `from` is the first link matching `link` there. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: '/nieuws/beursvloer-groeit-weer-in-2026' },
  { name: 'calendar', path: '/kalender' },
  { name: 'event', path: '/kalender/vakbeurs-evenementenbranche' },
  { name: 'theme', path: '/beurzen' },
  { name: 'magazines', path: '/magazines' },
  { name: 'company', from: '/bedrijvengids', link: /href="(\/bedrijvengids\/[^"/?#]+)"/ },
  { name: 'product', from: '/productengids', link: /href="(\/productengids\/[^"/?#]+)"/ },
  { name: 'venue', path: '/locatie-finder/jaarbeurs' },
  { name: 'vacancy', path: '/vacatures/technicus-licht-en-geluid-lumen-eventtechniek' },
  { name: 'news tag list', from: '/nieuws/beursvloer-groeit-weer-in-2026', link: /href="(\/nieuws\/tag\/[^"/?#]+)"/ },
  { name: 'directory', path: '/bedrijvengids' },
  { name: 'product guide', path: '/productengids' },
  { name: 'location finder', path: '/locatie-finder' },
  { name: 'vacancies', path: '/vacatures' },
  { name: 'explore', path: '/explore' },
].filter((page) => !only || only.includes(page.name));

/** Runs another bench script (page-weight, lighthouse) on `url` and reads the rows it saved. */
async function fromScript(script, url, paths, label, ...args) {
  await run(script, process.execPath, [fileURLToPath(new URL(script, import.meta.url)), '--url', url, '--paths', paths.join(','), '--label', label, ...args], { quiet: false });
  const name = `${script.replace(/^\.\/|\.mjs$/g, '')}-${label}`;
  const { rows } = JSON.parse(readFileSync(new URL(`./results/${name}.json`, import.meta.url), 'utf8'));
  return new Map(rows.map((row) => [row.path, row]));
}

const ratio = (value, floor) => (value / floor).toFixed(2);

if (!has('skip-floor-build')) await buildFloor();
await withStack(async (base) => {
  await startFloor();
  const pages = [];
  for (const page of PAGES) pages.push({ ...page, path: await resolvePath(base, page) });

  // A second of load on each first, so the first page measured does not pay for the servers'
  // warm-up (JIT, first renders): in a run without it the home page, measured first, read 23 % low.
  const sites = baseline ? [base, baseline] : [base];
  for (const url of [`${floorUrl}/`, ...pages.flatMap((page) => sites.map((site) => site + page.path))]) await throughput(url, { ...options, duration: 1 });
  console.log(`Measuring the floor and ${pages.length} pages, ${options.duration} s each at c=${options.connections} …`);
  const floorFirst = await throughput(`${floorUrl}/`, options);
  const rows = [];
  for (const page of pages) {
    rows.push({ name: page.name, path: page.path, ...(await throughput(base + page.path, options)) });
    if (baseline) rows.at(-1).baseline = await throughput(baseline + page.path, options);
    console.log(`  ${page.name}: ${rows.at(-1).requestsPerSecond} req/s, p99 ${rows.at(-1).p99ms} ms${baseline ? `; baseline ${rows.at(-1).baseline.requestsPerSecond} req/s` : ''}`);
  }
  const floorLast = await throughput(`${floorUrl}/`, options);
  const floor = {
    requestsPerSecond: Math.round((floorFirst.requestsPerSecond + floorLast.requestsPerSecond) / 2),
    p99ms: Math.round((floorFirst.p99ms + floorLast.p99ms) / 2),
  };

  let weight = null;
  let lighthouse = null;
  const paths = pages.map((page) => page.path);
  if (has('weight')) weight = { floor: await fromScript('./page-weight.mjs', floorUrl, ['/'], 'floor'), site: await fromScript('./page-weight.mjs', base, paths, 'speed') };
  if (has('lighthouse')) {
    const runs = ['--runs', arg('runs', '3')];
    lighthouse = { floor: await fromScript('./lighthouse.mjs', floorUrl, ['/'], 'floor', ...runs), site: await fromScript('./lighthouse.mjs', base, paths, 'speed', ...runs) };
  }

  const header = ['page', 'path', 'req/s at c=20', 'vs floor', 'p99', 'p99 vs floor', 'status', 'non-2xx'];
  if (lighthouse) header.push('Lighthouse perf', 'TBT');
  if (weight) header.push('JS gzip');
  if (baseline) header.push('baseline req/s', 'baseline vs floor');
  const extra = (source, path, measured) => {
    const cells = [];
    if (lighthouse) {
      const row = source(lighthouse).get(path);
      cells.push(row ? String(row.scores.performance) : '', row ? `${row.tbtMs} ms` : '');
    }
    if (weight) cells.push(source(weight).get(path) ? `${source(weight).get(path).gzipKB} KiB` : '');
    if (baseline) cells.push(measured ? String(measured.baseline.requestsPerSecond) : '', measured ? ratio(measured.baseline.requestsPerSecond, floor.requestsPerSecond) : '');
    return cells;
  };
  const lines = [
    ['floor (`bench/floor-app`)', '/', String(floor.requestsPerSecond), '1.00', `${floor.p99ms} ms`, '1.00', '200', String(floorFirst.non2xx + floorLast.non2xx), ...extra((s) => s.floor, '/')],
    ...rows.map((row) => [
      row.name,
      `\`${row.path}\``,
      String(row.requestsPerSecond),
      ratio(row.requestsPerSecond, floor.requestsPerSecond),
      `${row.p99ms} ms`,
      ratio(row.p99ms, floor.p99ms),
      String(row.status),
      String(row.non2xx),
      ...extra((s) => s.site, row.path, row),
    ]),
  ];
  const table = [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
  console.log(`\nFloor first ${floorFirst.requestsPerSecond} req/s (p99 ${floorFirst.p99ms} ms), last ${floorLast.requestsPerSecond} req/s (p99 ${floorLast.p99ms} ms).\n`);
  console.log(table);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/speed.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), options, floor, floorFirst, floorLast, rows, table }, null, 2) + '\n');
  writeFileSync(new URL('./results/speed.md', import.meta.url), table + '\n');
});
