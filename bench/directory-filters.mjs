// The filters the directory benches ask for (directory-pages.mjs of the site, directory-query.mjs of
// the CMS): the sectors and provinces of the shared package (its build, which `npm start` makes),
// the directory's letters, and words the scale seed's products carry.
import { createRequire } from 'node:module';

export const { sectors: SECTORS, provinces: PROVINCES } = createRequire(import.meta.url)('@standplaats/shared');
export const LETTERS = 'abcdefghijklmnoprstvwz'.split('');
export const WORDS = ['stand', 'led', 'tent', 'buffet', 'podium', 'techniek', 'bouw', 'design'];
