// The filters the list benches ask for (directory-pages.mjs of the site, directory-query.mjs of
// the CMS): the sectors, provinces, function areas, employment types and levels of the shared package (its
// build, which `npm start` makes), the venue types of the CMS's schema, the directory's letters, and
// words the scale seed's products carry.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const { sectors: SECTORS, provinces: PROVINCES, functionAreas: FUNCTION_AREAS, employmentTypes: EMPLOYMENT_TYPES, jobLevels: JOB_LEVELS, FULL_TIME_HOURS } = require('@standplaats/shared');
export const VENUE_TYPES = require('../apps/cms/src/api/venue/content-types/venue/schema.json').attributes.venueType.enum;
export const LETTERS = 'abcdefghijklmnoprstvwz'.split('');
export const WORDS = ['stand', 'led', 'tent', 'buffet', 'podium', 'techniek', 'bouw', 'design'];
