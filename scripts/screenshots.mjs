#!/usr/bin/env node
// `node scripts/screenshots.mjs [site URL]`: the README's and docs/screenshots/'s pictures of the
// site, at a phone's 390 px and a desktop's 1280 px, taken from a running `npm start` (the demo
// member signs in for /account). The first screen of each page, in Debian's Chromium; with sharp
// (installed with Next.js) the PNGs are reduced to a palette, which keeps them small in git.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { readEnvFile } from './lib/env-file.mjs';
import { cmsDir, root } from './lib/paths.mjs';

const site = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`;
const out = path.join(root, 'docs/screenshots');
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const PAGES = [
  ['home', '/'],
  ['article', '/nieuws/beursvloer-groeit-weer-in-2026'],
  ['calendar', '/kalender'],
  ['vacancies', '/vacatures'],
  ['venues', '/locatie-finder'],
  ['account', '/account'],
];

const sharp = await import('sharp').then((module) => module.default).catch(() => null);
const { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } = readEnvFile(path.join(cmsDir, '.env'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
await mkdir(out, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport, locale: 'nl-NL', colorScheme: 'light', deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${site}/inloggen`);
    await page.getByLabel('E-mailadres').fill(DEMO_MEMBER_EMAIL);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${site}/account`);
    for (const [name, address] of PAGES) {
      await page.goto(`${site}${address}`, { waitUntil: 'networkidle' });
      const png = await page.screenshot({ animations: 'disabled' });
      const file = path.join(out, `${name}-${device}.png`);
      await writeFile(file, sharp ? await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer() : png);
      console.log(path.relative(root, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
