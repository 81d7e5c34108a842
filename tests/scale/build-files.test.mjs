// deploy/'s nginx serves the site's build files from a checkout in a folder only its owner may
// enter (a mktemp folder, /root), compressed, and stops at start, saying why, when its workers
// cannot read them.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, test } from 'vitest';
import { startNginx } from '../../deploy/nginx.mjs';
import { stopAll } from '../../scripts/lib/processes.mjs';

const checkout = mkdtempSync(path.join(tmpdir(), 'standplaats-checkout-'));
const staticDir = path.join(checkout, 'apps/web/.next/static');
mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
writeFileSync(path.join(staticDir, 'chunks/main.js'), 'console.log("main");\n');
// Large enough that compressing it pays; the build's scripts and style sheets are tens of kilobytes each.
const styles = `${Array.from({ length: 500 }, (_, i) => `.c${i}{margin:${i}px}`).join('')}\n`;
mkdirSync(path.join(staticDir, 'css'));
writeFileSync(path.join(staticDir, 'css/app.css'), styles);

const nginx = (options = {}) => {
  const stateDir = path.join(checkout, '.data/deploy');
  return startNginx({ port: 8339, cmsPort: 8340, sitePorts: [3339], cmsPorts: [1739], stateDir, logDir: path.join(stateDir, 'logs'), staticDir, ...options });
};

afterEach(() => stopAll());
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

test('serves the build files of a checkout only its owner can read', async () => {
  await nginx();
  const response = await fetch('http://127.0.0.1:8339/_next/static/chunks/main.js');
  expect(response.status).toBe(200);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await response.text()).toBe('console.log("main");\n');
});

test('sends the build files compressed to a browser that takes gzip, as the site does, and whole to one that does not', async () => {
  await nginx();
  const url = 'http://127.0.0.1:8339/_next/static/css/app.css';
  const compressed = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(compressed.headers.get('content-encoding')).toBe('gzip');
  expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/i);
  expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // Immutable: no validator, no ranges.
  expect(compressed.headers.get('etag')).toBeNull();
  expect(compressed.headers.get('accept-ranges')).toBeNull();
  // fetch unpacks what it is sent: the styles come back whole.
  expect(await compressed.text()).toBe(styles);
  const whole = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  expect(whole.headers.get('content-encoding')).toBeNull();
  expect(whole.headers.get('etag')).toBeNull();
  expect(whole.headers.get('accept-ranges')).toBeNull();
  expect(await whole.text()).toBe(styles);
  // Compressed once, at start, beside the file.
  expect(existsSync(path.join(staticDir, 'css/app.css.gz'))).toBe(true);
});

test('stops at start, saying so, when its workers cannot read them', async () => {
  // Root reads any file, so its workers are made someone else; anyone else's lose the right to read.
  const root = process.getuid() === 0;
  if (!root) chmodSync(path.join(staticDir, 'chunks/main.js'), 0o000);
  try {
    await expect(nginx(root ? { user: 'nobody' } : {})).rejects.toThrow(/nginx answers 403 for the site's build file \/_next\/static\/chunks\/main\.js: its workers, running as \S+, cannot read/);
  } finally {
    chmodSync(path.join(staticDir, 'chunks/main.js'), 0o644);
  }
});
