#!/usr/bin/env node
// First-load JavaScript of pages: every script the browser fetches until the page is idle,
// gzip-compressed as a server would send it, and as this server sent it: compressed, with its
// headers, which is how Lighthouse counts a script (issue 30's budget is that count). Usage: node bench/page-weight.mjs [--url URL]
//   [--paths /,/nieuws/beursvloer-groeit-weer-in-2026 | --templates] [--label NAME]
//   [--member] (and the templates only a signed-in member sees, as the bench's member, bench/member.mjs;
//   with --url, --cms-url names the site's CMS)
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { withStack } from './stack.mjs';
import { MEMBER_TEMPLATES, TEMPLATES, resolvePath } from './templates.mjs';
import { signInBenchMember } from './member.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { arg } from './args.mjs';

const givenPaths = arg('paths', '/,/nieuws/beursvloer-groeit-weer-in-2026').split(',');
const label = arg('label', null);
// Lighthouse's mobile emulation (a Moto G Power), or a desktop browser's window.
const screen = process.argv.includes('--desktop')
  ? { viewport: { width: 1280, height: 720 } }
  : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const resultName = label ? `page-weight-${label}` : 'page-weight';

await withStack(async (base, { cmsUrl }) => {
  const paths = process.argv.includes('--templates') ? await Promise.all(TEMPLATES.map((template) => resolvePath(base, template))) : givenPaths;
  const pages = paths.map((path) => ({ path, cookies: [] }));
  if (process.argv.includes('--member')) {
    const { cookies } = await signInBenchMember(cmsUrl);
    for (const { path } of MEMBER_TEMPLATES) pages.push({ path, cookies: cookies.map((cookie) => ({ ...cookie, url: base })) });
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const rows = [];
  for (const { path, cookies } of pages) {
    const page = await browser.newPage(screen);
    await page.context().addCookies(cookies);
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const sent = request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize);
      scripts.push(Promise.all([request.response().then((response) => response.body()), sent]).then(([body, bytes]) => ({ url: new URL(request.url()).pathname, body, bytes })));
    });
    const html = await (await page.goto(base + path, { waitUntil: 'networkidle' })).text();
    // A member's page that sent the browser on (to the log-in page) measured another page.
    if (cookies.length > 0 && !new URL(page.url()).pathname.endsWith(path)) throw new Error(`${path} sent the bench member on to ${page.url()}`);
    const files = (await Promise.all(scripts)).map(({ url, body, bytes }) => ({
      url,
      // Named in the HTML (loaded with the page), or asked for by a script later (idle, in sight).
      inHtml: html.includes(url),
      rawKB: +(body.length / 1024).toFixed(1),
      gzipKB: +(gzipSync(body, { level: 9 }).length / 1024).toFixed(1),
      sentKB: +(bytes / 1024).toFixed(1),
    }));
    const sum = (key, only = () => true) => +files.filter(only).reduce((total, file) => total + file[key], 0).toFixed(1);
    rows.push({ path, scripts: files.length, rawKB: sum('rawKB'), gzipKB: sum('gzipKB'), htmlGzipKB: sum('gzipKB', (file) => file.inHtml), sentKB: sum('sentKB'), files });
    await page.close();
  }
  await browser.close();
  console.table(rows.map(({ files: _files, ...row }) => row));
  for (const { path, files } of rows) console.log(path, files.map((f) => `${f.url} ${f.gzipKB} KB${f.inHtml ? '' : ' (later)'}`).join(', '));
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/${resultName}.json`, import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
});
