import { gzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FloorPlanSvg, type DrawnStand } from './floor-plan';

// The spec's bound: a hall's SVG at most 60 KB gzip at 150 stands. The hall drawn here is a busy
// one: every stand let, every third an L-shaped polygon, each exhibitor's name its own.
const LIMIT = 60 * 1024;
const words = ['De Vries', 'Standbouw', 'Van der Berg', 'Evenementen', 'Techniek', 'Catering', 'Noord', 'Holland', 'Licht & Geluid', 'Tenten', 'Verhuur', 'Groep'];
const stands: DrawnStand[] = Array.from({ length: 150 }, (_, i) => {
  const [x, y] = [2 + (i % 15) * 4, 2 + Math.floor(i / 15) * 5];
  const number = `${String.fromCharCode(65 + Math.floor(i / 15))}${(i % 15) + 1}`;
  const company = `${words[i % 12]} ${words[(i * 7 + 3) % 12]} ${i + 101} B.V.`;
  return {
    number,
    x,
    y,
    width: 3.5,
    depth: 4,
    outline: i % 3 === 0 ? [[x, y], [x + 3.5, y], [x + 3.5, y + 2], [x + 2, y + 2], [x + 2, y + 4], [x, y + 4]] : null,
    exhibitor: `entry${String(i).padStart(20, '0')}`,
    href: `/kalender/vakbeurs-evenementen-2027/plattegrond?stand=1.${number}`,
    name: `Stand 1.${number}, ${company}`,
  };
});
const hall = {
  code: '1',
  name: 'Hal 1',
  width: 64,
  depth: 54,
  outline: [[0, 0], [64, 0], [64, 54], [0, 54]] as [number, number][],
  entrances: [{ name: 'Hoofdingang', x: 32, y: 54 }, { name: 'Ingang Oost', x: 64, y: 20 }],
  stands: 150,
  exhibitors: 150,
};
const svg = renderToStaticMarkup(<FloorPlanSvg hall={hall} stands={stands} title="Plattegrond van Hal 1, Vakbeurs Evenementen 2027" description="150 exposanten" highlighted="C7" />);
const gzipped = gzipSync(svg).length;

describe('FloorPlanSvg', () => {
  it(`draws a hall of 150 let stands in ${(gzipped / 1024).toFixed(1)} KB gzip (${(svg.length / 1024).toFixed(0)} KB raw), under 60 KB`, () => {
    expect(svg.match(/<a href=/g)).toHaveLength(150);
    expect(gzipped).toBeLessThan(LIMIT);
  });
});
