#!/usr/bin/env node
// First-load JavaScript of pages: every script the browser fetches until the page is idle,
// gzip-compressed as a server would send it. Usage: node bench/page-weight.mjs [--url URL]
//   [--paths /,/en]
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { withStack } from './stack.mjs';

const i = process.argv.indexOf('--paths');
const paths = (i === -1 ? '/,/en' : process.argv[i + 1]).split(',');

await withStack(async (base) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => body));
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    rows.push({ path, scripts: bodies.length, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) });
    await page.close();
  }
  await browser.close();
  console.table(rows);
  writeFileSync(new URL('./results/page-weight.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
});
