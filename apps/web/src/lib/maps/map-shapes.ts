import type { StaticImageData } from 'next/image';
import type { Province } from '@standplaats/shared';
import shapesFile from './netherlands.svg';
import { SHAPE_IDS } from './netherlands';

// Imported, the file is served from /_next/static/media under a name with its hash, and cached
// for a year. Next gives its address in an object, Vite (the unit tests) as a string.
const file: StaticImageData | string = shapesFile;
const address = typeof file === 'string' ? file : file.src;

/** Where one of the map's shapes is, for `<use href>`: the country's outline, its lakes, or a province. */
export const shapeHref = (shape: keyof typeof SHAPE_IDS | Province) => `${address}#${shape in SHAPE_IDS ? SHAPE_IDS[shape as keyof typeof SHAPE_IDS] : shape}`;
