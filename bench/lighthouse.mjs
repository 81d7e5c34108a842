#!/usr/bin/env node
// Lighthouse scores of pages in Chromium with Lighthouse's default mobile emulation and throttling,
// after one warm-up request each, so the page comes from the cache. Lists the failing audits of
// every category under 100. Usage: node bench/lighthouse.mjs [--url URL]
//   [--paths /,/nieuws/beursvloer-groeit-weer-in-2026]
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { withStack } from './stack.mjs';

const i = process.argv.indexOf('--paths');
const paths = (i === -1 ? '/,/nieuws/beursvloer-groeit-weer-in-2026' : process.argv[i + 1]).split(',');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
// Audits that count, as the report shows them: not the hidden duplicates (insights), and never
// informative, manual or not-applicable ones.
const shown = (ref) => ref.group !== 'hidden';
const counts = (audit) =>
  audit.scoreDisplayMode === 'error' ||
  (audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode));

await withStack(async (base) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // A Dutch browser, so / is measured as / (an English one is sent on to /en by the language check).
    chromeFlags: ['--headless=new', '--lang=nl-NL', '--accept-lang=nl-NL,nl', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const path of paths) {
      await fetch(base + path);
      const result = await lighthouse(base + path, { port: chrome.port, logLevel: 'error', onlyCategories: categories });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
      const failingAudits = (category) =>
        lhr.categories[category].auditRefs
          .filter(shown)
          .map((ref) => lhr.audits[ref.id])
          .filter(counts)
          .map(({ id, title, score }) => ({ id, title, score }));
      const failing = Object.fromEntries(categories.filter((id) => scores[id] < 100).map((id) => [id, failingAudits(id)]));
      rows.push({
        path,
        scores,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        failing,
        warnings: lhr.runWarnings,
        lighthouseVersion: lhr.lighthouseVersion,
      });
    }
  } finally {
    chrome.kill();
  }
  console.table(rows.map(({ path, scores, lcpMs, tbtMs, cls }) => ({ path, ...scores, lcpMs, tbtMs, cls })));
  for (const { path, failing, warnings } of rows) {
    for (const warning of warnings) console.log(`${path} warning: ${warning}`);
    for (const [category, audits] of Object.entries(failing)) {
      console.log(`${path} ${category}:`);
      for (const audit of audits) console.log(`  ${audit.id}: ${audit.title}${audit.score === null ? ' (error)' : ''}`);
    }
  }
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/lighthouse.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
});
