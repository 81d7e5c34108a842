import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { authors } from './data/authors';
import { tags } from './data/tags';
import { createRandom } from './random';
import { logoSvg, magazineSvg, pictureSvg, portraitSvg } from './svg';
import { slugify } from './text';

type Group = 'cover' | 'venue' | 'product' | 'logo' | 'portrait' | 'expovisie' | 'conferencematters';
type ImageSpec = { group: Group; key: string; alt: string; format: 'jpeg' | 'webp'; svg: (seed: number) => string };

/** Uploaded images by group, and covers and portraits by the tag or author they illustrate. */
export type ImageLibrary = Record<Group, number[]> & { byKey: Map<string, number> };

const hash = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
const initials = (name: string) => name.split(' ').filter((part) => /^[A-Z]/.test(part)).map((part) => part[0]).slice(0, 2).join('');

const picture = (group: Group, key: string, alt: string, size: [number, number], text: string, kicker: string): ImageSpec => ({
  group,
  key,
  alt,
  format: 'jpeg',
  svg: (seed) => pictureSvg(size[0], size[1], createRandom(seed), text, kicker),
});

const COVER: [number, number] = [1200, 675];
const MASTHEADS = { expovisie: 'Expovisie', conferencematters: 'Conferencematters' } as const;

// About forty images, reused across items: enough variety for the site, few enough to seed fast.
const specs: ImageSpec[] = [
  ...tags.map(({ key, name }) => picture('cover', key, `Illustratie bij het thema ${name.nl}`, COVER, name.nl, 'Standplaats')),
  ...['Beurshal', 'Congreszaal', 'Evenemententerrein', 'Foyer'].map((text) =>
    picture('venue', `venue-${slugify(text)}`, `Illustratie: ${text.toLowerCase()}`, COVER, text, 'Locatie'),
  ),
  ...['Stand', 'Techniek', 'Catering', 'Meubilair'].map((text) =>
    picture('product', `product-${slugify(text)}`, `Productillustratie: ${text.toLowerCase()}`, [800, 800], text, 'Productgids'),
  ),
  ...Array.from({ length: 10 }, (_, i): ImageSpec => ({
    group: 'logo',
    key: `logo-${i + 1}`,
    alt: 'Bedrijfslogo',
    format: 'webp',
    svg: (seed) => logoSvg(createRandom(seed)),
  })),
  ...authors.map(({ key, name }): ImageSpec => ({
    group: 'portrait',
    key,
    alt: `Portret van ${name}`,
    format: 'jpeg',
    svg: (seed) => portraitSvg(createRandom(seed), initials(name)),
  })),
  ...(['expovisie', 'conferencematters'] as const).flatMap((brand) =>
    ['Het nieuwe nummer', 'Nu verschenen'].map((line, i): ImageSpec => ({
      group: brand,
      key: `${brand}-${i + 1}`,
      alt: `Omslag van ${MASTHEADS[brand]}`,
      format: 'jpeg',
      svg: (seed) => magazineSvg(createRandom(seed), MASTHEADS[brand], line),
    })),
  ),
];

/** Renders and uploads the demo images; returns their file ids. */
export async function createImageLibrary(strapi: Core.Strapi): Promise<ImageLibrary> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'standplaats-seed-'));
  try {
    // Rendering runs in sharp's worker threads while the uploads go one at a time, in order, so
    // the files get the same ids on every run.
    const rendered = specs.map((spec) => render(dir, spec));
    // A render that fails is reported when its turn comes, not as an unhandled rejection before.
    for (const file of rendered) file.catch(() => undefined);
    const library = { byKey: new Map<string, number>() } as ImageLibrary;
    for (const [i, spec] of specs.entries()) {
      const id = await upload(strapi, spec, await rendered[i]);
      (library[spec.group] ??= []).push(id);
      library.byKey.set(spec.key, id);
    }
    return library;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

type Rendered = { name: string; filepath: string; size: number };

async function render(dir: string, spec: ImageSpec): Promise<Rendered> {
  const name = `${spec.key}.${spec.format === 'jpeg' ? 'jpg' : 'webp'}`;
  const filepath = path.join(dir, name);
  const image = sharp(Buffer.from(spec.svg(hash(spec.key))));
  const { size } = await (spec.format === 'jpeg' ? image.jpeg({ quality: 82, mozjpeg: true }) : image.webp({ quality: 85 })).toFile(filepath);
  return { name, filepath, size };
}

async function upload(strapi: Core.Strapi, spec: ImageSpec, { name, filepath, size }: Rendered): Promise<number> {
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText: spec.alt } },
      files: { filepath, originalFilename: name, mimetype: `image/${spec.format}`, size },
    });
  return file.id;
}
