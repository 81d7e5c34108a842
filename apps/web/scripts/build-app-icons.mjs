#!/usr/bin/env node
// Renders the site's icon (src/app/icon.svg) into the PNGs the web app manifest lists, once:
// browsers want 192 and 512 pixel PNGs to offer installing, and a maskable one with the mark
// inside the middle 80 % so a round or squircle mask never cuts it.
//
//   node apps/web/scripts/build-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const svg = readFileSync(here('../src/app/icon.svg'));
const out = here('../public/app-icons/');
mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png().toFile(`${out}icon-${size}.png`);
}

// Maskable: the palette's amber to the edges, the rounded mark scaled to 70 % in the middle.
const inner = Math.round(512 * 0.7);
const mark = await sharp(svg, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#f6bb31' } })
  .composite([{ input: mark, gravity: 'center' }])
  .png()
  .toFile(`${out}maskable-512.png`);
console.log(`wrote ${out}icon-192.png, icon-512.png, maskable-512.png`);
