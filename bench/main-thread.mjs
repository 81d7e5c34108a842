#!/usr/bin/env node
// What a page's first load costs the main thread, from a DevTools trace in Chromium at a phone's
// size and Lighthouse's mobile CPU slowdown (4×), the cache empty: the largest contentful paint as
// the load saw it, the style recalculations and the elements they restyled (a count, not a timing:
// it does not move with the machine's load), the time in scripts, style, layout, HTML parsing and
// paint, and the blocking time of the long tasks (Lighthouse's TBT measured, where Lighthouse's own
// simulates it). Medians of --runs loads per page; with --baseline, the two sites take turns, so
// both are measured in the same sitting.
// Usage: node bench/main-thread.mjs [--url URL] [--baseline URL] [--runs 3]
//   [--paths /,/kalender | --templates]
import { chromium } from '@playwright/test';
import { withStack } from './stack.mjs';
import { TEMPLATES, resolvePath } from './templates.mjs';
import { arg } from './args.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const runs = Number(arg('runs', 3));
const baseline = arg('baseline', null)?.replace(/\/$/, '');
const CPU_SLOWDOWN = 4;
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing';
const TIMED = { script: ['EvaluateScript', 'FunctionCall', 'RunMicrotasks'], style: ['UpdateLayoutTree'], layout: ['Layout'], html: ['ParseHTML'], paint: ['Paint', 'PrePaint'] };

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold load of `url`, traced; the figures of its main thread. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // The idle islands, the delayed prefetches and the hydration's last effects come after load.
  await page.waitForTimeout(4000);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  // The page's main thread: the renderer thread that parsed its HTML.
  const parse = events.find((event) => event.name === 'ParseHTML');
  const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  // Time in events of these names, an event inside another (a call inside a script's evaluation) counted once.
  const sum = (names) => {
    let end = 0;
    let total = 0;
    for (const event of main.filter(({ name }) => names.includes(name)).sort((a, b) => a.ts - b.ts)) {
      if (event.ts < end) continue;
      total += event.dur;
      end = event.ts + event.dur;
    }
    return Math.round(total / 1000);
  };
  const styles = main.filter((event) => event.name === 'UpdateLayoutTree');
  // From the first byte of HTML parsed: before it, the tab's own start.
  const blocking = main.filter((event) => event.name === 'RunTask' && event.ts + event.dur > parse.ts).reduce((total, task) => total + Math.max(0, task.dur / 1000 - 50), 0);
  // The largest contentful paint as this load saw it (CPU slowed, network not), from navigation start.
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === parse.pid);
  const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === parse.pid).at(-1);
  return {
    lcpMs: lcp && navigation ? Math.round((lcp.ts - navigation.ts) / 1000) : null,
    elements,
    styleRecalcs: styles.length,
    restyled: styles.reduce((total, event) => total + (event.args?.elementCount ?? 0), 0),
    ...Object.fromEntries(Object.entries(TIMED).map(([key, names]) => [`${key}Ms`, sum(names)])),
    blockingMs: Math.round(blocking),
  };
}

await withStack(async (base) => {
  const paths = process.argv.includes('--templates')
    ? await Promise.all(TEMPLATES.map((template) => resolvePath(base, template)))
    : arg('paths', '/,/kalender').split(',');
  const sites = baseline ? { baseline, site: base } : { site: base };
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const rows = [];
  for (const path of paths) {
    const samples = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
    // A request of each first, so the pages come from the sites' caches, not from a first render.
    for (const origin of Object.values(sites)) await fetch(origin + path).then((response) => response.arrayBuffer());
    for (let run = 0; run < runs; run++) {
      for (const [name, origin] of Object.entries(sites)) samples[name].push(await measure(browser, origin + path));
    }
    for (const [name, list] of Object.entries(samples)) {
      rows.push({ path, site: name, ...Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((sample) => sample[key]))])) });
    }
  }
  await browser.close();
  console.log(`Medians of ${runs} cold loads at ${CPU_SLOWDOWN}× CPU slowdown, 412 × 823 px; blocking: the long tasks' time over 50 ms, measured.`);
  console.table(rows);
});
