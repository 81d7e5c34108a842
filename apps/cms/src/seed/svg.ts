import type { Random } from './random';

/** Simple SVG compositions in the brand colours, rendered to JPEG/WebP by images.ts. */
export const BRAND = { amber: '#f6bb31', navy: '#1e2a4a', teal: '#0f7c86', green: '#2f8a4e', coral: '#c8473c' };
const COLOURS = Object.values(BRAND);

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function gradient(w: number, h: number, from: string, to: string) {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
  );
}

function shapes(w: number, h: number, random: Random, count: number) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const fill = random.pick(COLOURS);
    const x = random.int(0, w);
    const y = random.int(0, h);
    const size = random.int(Math.round(h / 10), Math.round(h / 2.5));
    const opacity = (0.35 + random.next() * 0.5).toFixed(2);
    out += random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" opacity="${opacity}"/>`
      : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${size / 6}" fill="${fill}" opacity="${opacity}" transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`;
  }
  return out;
}

function label(w: number, h: number, text: string, kicker: string) {
  const size = Math.round(h / 10);
  return (
    `<rect x="0" y="${h - size * 2.6}" width="${w}" height="${size * 2.6}" fill="${BRAND.navy}" opacity="0.72"/>` +
    `<text x="${size}" y="${h - size * 1.55}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size * 0.38)}" font-weight="700" letter-spacing="3" fill="${BRAND.amber}">${escapeXml(kicker.toUpperCase())}</text>` +
    `<text x="${size}" y="${h - size * 0.6}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>`
  );
}

/** A landscape or square picture: gradient, a few shapes and a caption band. */
export function pictureSvg(w: number, h: number, random: Random, text: string, kicker: string) {
  const [from, to] = random.sample(COLOURS, 2);
  return svg(w, h, gradient(w, h, from, to) + shapes(w, h, random, random.int(3, 6)) + label(w, h, text, kicker));
}

/** A company mark: a geometric logo on a light background, no text (logos are shared). */
export function logoSvg(random: Random) {
  const [a, b] = random.sample(COLOURS, 2);
  const ring = `<circle cx="200" cy="200" r="${random.int(110, 150)}" fill="none" stroke="${a}" stroke-width="${random.int(18, 34)}"/>`;
  const inner = random.chance(0.5)
    ? `<rect x="140" y="140" width="120" height="120" rx="${random.int(0, 40)}" fill="${b}" transform="rotate(${random.int(0, 45)} 200 200)"/>`
    : `<polygon points="200,120 280,260 120,260" fill="${b}"/>`;
  return svg(400, 400, `<rect width="400" height="400" fill="#f7f5ef"/>${ring}${inner}`);
}

/** A portrait placeholder: silhouette and initials. */
export function portraitSvg(random: Random, initials: string) {
  const [from, to] = random.sample(COLOURS, 2);
  return svg(
    400,
    400,
    gradient(400, 400, from, to) +
      `<circle cx="200" cy="165" r="80" fill="#ffffff" opacity="0.85"/>` +
      `<path d="M60 400 C60 290 130 255 200 255 C270 255 340 290 340 400 Z" fill="#ffffff" opacity="0.85"/>` +
      `<text x="200" y="190" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="${BRAND.navy}">${escapeXml(initials)}</text>`,
  );
}

/** A magazine cover: masthead, shapes and a cover line. */
export function magazineSvg(random: Random, masthead: string, coverLine: string) {
  const [from, to] = random.sample(COLOURS, 2);
  // Fit the masthead to the 520px text column (DejaVu Sans Bold is about 0.68em per letter).
  const size = Math.min(76, Math.floor(520 / (masthead.length * 0.68)));
  return svg(
    600,
    800,
    gradient(600, 800, from, to) +
      shapes(600, 800, random, 5) +
      `<text x="40" y="110" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(masthead)}</text>` +
      `<rect x="40" y="640" width="520" height="110" fill="${BRAND.navy}" opacity="0.75"/>` +
      `<text x="64" y="708" font-family="DejaVu Sans, sans-serif" font-size="36" font-weight="700" fill="${BRAND.amber}">${escapeXml(coverLine)}</text>`,
  );
}
