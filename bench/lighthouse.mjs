#!/usr/bin/env node
// Lighthouse scores of pages in Chromium with Lighthouse's default mobile emulation and throttling,
// after one warm-up request each for the page and its optimised images, so both come from the cache.
// Each page is measured --runs times (default 3) and the run with the median performance score is
// kept, as Lighthouse advises for noisy machines. Lists the failing audits of every category under
// 100 and where the main-thread time goes; the full reports go to bench/results/lighthouse/ (or lighthouse-NAME/).
// Usage: node bench/lighthouse.mjs [--url URL] [--runs 3] [--paths /,/nieuws/beursvloer-groeit-weer-in-2026]
//   [--templates] (every template of bench/templates.mjs instead of --paths)
//   [--member] (and the templates only a signed-in member sees, as the bench's member, bench/member.mjs;
//   with --url, --cms-url names the site's CMS)
//   [--floor] (bench/floor-app measured first in the same run, built unless --skip-floor-build, and a
//   table of issue 30's goals per page against it: LCP at most 2.5 s, performance within 5 points of
//   the floor's, TBT within 100 ms of it, first-load JavaScript at most the floor's + 12 KiB gzip)
//   [--label NAME] (results under that name, so another site's figures do not overwrite the site's)
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildFloor, startFloor } from './floor.mjs';
import { withStack } from './stack.mjs';
import { MEMBER_TEMPLATES, TEMPLATES, resolvePath } from './templates.mjs';
import { signInBenchMember } from './member.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { arg } from './args.mjs';

const has = (name) => process.argv.includes(`--${name}`);
const givenPaths = arg('paths', '/,/nieuws/beursvloer-groeit-weer-in-2026').split(',');
const runs = Number(arg('runs', 3));
const label = arg('label', null);
const resultName = label ? `lighthouse-${label}` : 'lighthouse';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
// Audits that count, as the report shows them: not the hidden duplicates (insights), and never
// informative, manual or not-applicable ones.
const shown = (ref) => ref.group !== 'hidden';
const counts = (audit) =>
  audit.scoreDisplayMode === 'error' ||
  (audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode));

const kb = (bytes) => +(bytes / 1024).toFixed(1);
/** Where the time and bytes go: main-thread time per script, console errors, legacy code. */
function diagnose(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return {
    bootup: items('bootup-time')
      .slice(0, 6)
      .map(({ url, total, scripting }) => ({ url, totalMs: Math.round(total), scriptingMs: Math.round(scripting) })),
    mainThread: items('mainthread-work-breakdown')
      .slice(0, 5)
      .map(({ groupLabel, duration }) => ({ group: groupLabel, ms: Math.round(duration) })),
    longTasks: items('long-tasks')
      .slice(0, 6)
      .map(({ url, startTime, duration }) => ({ url, startMs: Math.round(startTime), ms: Math.round(duration) })),
    consoleErrors: items('errors-in-console').map(({ source, description, sourceLocation }) => ({
      source,
      description,
      url: sourceLocation?.url,
    })),
    unusedJs: items('unused-javascript').map(({ url, wastedBytes }) => ({ url, wastedKB: kb(wastedBytes) })),
    legacyJs: items('legacy-javascript').map(({ url, wastedBytes }) => ({ url, wastedKB: kb(wastedBytes) })),
    renderBlocking: items('render-blocking-resources').map(({ url, wastedMs }) => ({ url, wastedMs: Math.round(wastedMs) })),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    lcpBreakdown: lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items?.map(({ phase, timing }) => ({
      phase,
      ms: Math.round(timing),
    })),
    // The unthrottled load Lighthouse simulates from: scripts that ran before a paint in it come before that paint in the simulation.
    observed: observedTimings(lhr),
  };
}
/** The first paint, DOMContentLoaded and load of the run as it happened, before the simulation. */
function observedTimings(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  if (!metrics) return undefined;
  const ms = (value) => Math.round(value);
  return { firstPaintMs: ms(metrics.observedFirstPaint), domContentLoadedMs: ms(metrics.observedDomContentLoaded), loadMs: ms(metrics.observedLoad) };
}
/**
 * Whether the run's first paint came only after the load event: headless Chromium at times holds a
 * page's first frame for a second or two (the floor's too; bench/README.md, "A first paint held
 * back"), and Lighthouse then counts every script evaluated before that paint before LCP.
 */
function firstPaintHeld(lhr) {
  const observed = observedTimings(lhr);
  return observed ? observed.firstPaintMs > observed.loadMs : false;
}
/** Requests the page and every optimised image it names, so no run waits for an image to be encoded. */
async function warm(url, headers = {}) {
  const html = await (await fetch(url, { headers })).text();
  const images = new Set([...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map(([match]) => match.replaceAll('&amp;', '&')));
  for (const image of images) await fetch(new URL(image, url), { headers: { accept: 'image/avif,image/webp,*/*' } });
}

const median = (results) => [...results].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[results.length >> 1];
/** The median of one figure over the runs, each figure on its own. */
const medianOf = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
/** Bytes of JavaScript the page loaded, as sent (compressed), from Lighthouse's resource summary. */
const scriptBytes = (lhr) => lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;

// Issue 30's goals, on Lighthouse's mobile profile, against the floor measured in the same run.
const GOALS = { lcpMs: 2500, performanceBelowFloor: 5, tbtAboveFloorMs: 100, scriptAboveFloorKiB: 12 };
/** Each goal of a page against the floor's medians: the figure, and whether it meets the goal. */
function againstFloor(row, floor) {
  const kib = (bytes) => +(bytes / 1024).toFixed(1);
  const mark = (ok) => (ok ? 'yes' : 'NO');
  return {
    path: row.path,
    'LCP ms': row.medians.lcpMs,
    'LCP ≤ 2.5 s': mark(row.medians.lcpMs <= GOALS.lcpMs),
    'paint held': `${row.runs.filter((run) => run.firstPaintHeld).length}/${row.runs.length}`,
    performance: row.medians.performance,
    'perf ≥ floor − 5': mark(row.medians.performance >= floor.medians.performance - GOALS.performanceBelowFloor),
    'TBT ms': row.medians.tbtMs,
    'TBT ≤ floor + 100': mark(row.medians.tbtMs <= floor.medians.tbtMs + GOALS.tbtAboveFloorMs),
    'JS KiB': kib(row.scriptBytes),
    'JS ≤ floor + 12': mark(row.scriptBytes <= floor.scriptBytes + GOALS.scriptAboveFloorKiB * 1024),
  };
}
/** Puts the member's cookies for `origin` into the Chromium at `port`. */
async function signIn(port, origin, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname, path: '/' })));
  } finally {
    await browser.disconnect();
  }
}
const short = (url) => (url && url.length > 60 ? `…${url.slice(-57)}` : url);

if (has('floor') && !has('skip-floor-build')) await buildFloor();
await withStack(async (base, { cmsUrl }) => {
  const paths = has('templates') ? await Promise.all(TEMPLATES.map((template) => resolvePath(base, template))) : givenPaths;
  const pages = paths.map((path) => ({ origin: base, path }));
  // After the others: the member's cookies stay in the browser once set (Lighthouse keeps cookies,
  // and Chromium leaves a Cookie header out of the headers Lighthouse can add).
  const member = has('member') ? await signInBenchMember(cmsUrl) : null;
  if (member) for (const { path } of MEMBER_TEMPLATES) pages.push({ origin: base, path, member: true });
  // The floor first, on the same Chromium: the goals are read against it.
  if (has('floor')) pages.unshift({ origin: (await startFloor()).url, path: '/', floor: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // A Dutch browser, so / is measured as / (an English one is sent on to /en by the language check).
    chromeFlags: ['--headless=new', '--lang=nl-NL', '--accept-lang=nl-NL,nl', ...chromiumFlags],
  });
  const rows = [];
  try {
    for (const { origin, path, floor, member: signedIn } of pages) {
      if (signedIn) await signIn(chrome.port, origin, member.cookies);
      await warm(origin + path, signedIn ? { cookie: member.cookie } : {});
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(origin + path, { port: chrome.port, logLevel: 'error', onlyCategories: categories });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        // A member's page that sent the browser on (to the log-in page) measured another page.
        if (signedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} sent the bench member on to ${result.lhr.finalDisplayedUrl}`);
        results.push(result.lhr);
      }
      const lhr = median(results);
      mkdirSync(new URL(`./results/${resultName}/`, import.meta.url), { recursive: true });
      const name = floor ? 'floor' : path.replace(/^\/|\/$/g, '').replace(/[/?=&]/g, '_') || 'home';
      writeFileSync(new URL(`./results/${resultName}/${name}.json`, import.meta.url), JSON.stringify(lhr));
      const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
      const failingAudits = (category) =>
        lhr.categories[category].auditRefs
          .filter(shown)
          .map((ref) => lhr.audits[ref.id])
          .filter(counts)
          .map(({ id, title, score }) => ({ id, title, score }));
      const failing = Object.fromEntries(categories.filter((id) => scores[id] < 100).map((id) => [id, failingAudits(id)]));
      const figure = (audit) => results.map((run) => Math.round(run.audits[audit].numericValue));
      rows.push({
        path: floor ? 'floor (bench/floor-app)' : path,
        floor: Boolean(floor),
        scores,
        medians: {
          performance: medianOf(results.map((run) => Math.round(run.categories.performance.score * 100))),
          lcpMs: medianOf(figure('largest-contentful-paint')),
          tbtMs: medianOf(figure('total-blocking-time')),
        },
        scriptBytes: scriptBytes(lhr),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        failing,
        runs: results.map((run) => ({
          performance: Math.round(run.categories.performance.score * 100),
          fcpMs: Math.round(run.audits['first-contentful-paint'].numericValue),
          lcpMs: Math.round(run.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(run.audits['total-blocking-time'].numericValue),
          firstPaintHeld: firstPaintHeld(run),
        })),
        diagnostics: diagnose(lhr),
        // Lighthouse's CPU throttling assumes a fast host (index about 1000 or more); below that, TBT reads high.
        benchmarkIndex: lhr.environment.benchmarkIndex,
        warnings: lhr.runWarnings,
        lighthouseVersion: lhr.lighthouseVersion,
      });
    }
  } finally {
    chrome.kill();
  }
  console.table(rows.map(({ path, scores, fcpMs, lcpMs, tbtMs, cls }) => ({ path, ...scores, fcpMs, lcpMs, tbtMs, cls })));
  for (const { path, failing, warnings, diagnostics, runs: all } of rows) {
    for (const warning of warnings) console.log(`${path} warning: ${warning}`);
    console.log(`${path} runs (perf/FCP/LCP/TBT, * first paint held): ${all.map((run) => `${run.performance}/${run.fcpMs}/${run.lcpMs}/${run.tbtMs}${run.firstPaintHeld ? '*' : ''}`).join(', ')}`);
    console.log(`${path} LCP element: ${diagnostics.lcpElement}`);
    console.log(`${path} host benchmark index: ${rows.find((row) => row.path === path).benchmarkIndex}`);
    console.log(`${path} main thread: ${diagnostics.mainThread.map(({ group, ms }) => `${group} ${ms} ms`).join(', ')}`);
    console.log(`${path} script time: ${diagnostics.bootup.map(({ url, totalMs }) => `${short(url)} ${totalMs} ms`).join(', ')}`);
    console.log(`${path} long tasks: ${diagnostics.longTasks.map(({ url, startMs, ms }) => `${short(url)} @${startMs} ${ms} ms`).join(', ')}`);
    if (diagnostics.lcpBreakdown) console.log(`${path} LCP phases: ${diagnostics.lcpBreakdown.map(({ phase, ms }) => `${phase} ${ms} ms`).join(', ')}`);
    if (diagnostics.observed) console.log(`${path} observed (unthrottled): first paint ${diagnostics.observed.firstPaintMs} ms, DOMContentLoaded ${diagnostics.observed.domContentLoadedMs} ms, load ${diagnostics.observed.loadMs} ms`);
    for (const { source, description, url } of diagnostics.consoleErrors) console.log(`${path} console ${source}: ${description} ${url ?? ''}`);
    for (const [category, audits] of Object.entries(failing)) {
      console.log(`${path} ${category}:`);
      for (const audit of audits) console.log(`  ${audit.id}: ${audit.title}${audit.score === null ? ' (error)' : ''}`);
    }
  }
  const floorRow = rows.find((row) => row.floor);
  if (floorRow) {
    console.log(`\nIssue 30's goals, medians of ${runs} runs against the floor's in this run (performance ${floorRow.medians.performance}, TBT ${floorRow.medians.tbtMs} ms, JS ${(floorRow.scriptBytes / 1024).toFixed(1)} KiB):`);
    console.table(rows.filter((row) => !row.floor).map((row) => againstFloor(row, floorRow)));
  }
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/${resultName}.json`, import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
});
