import { z } from '@strapi/utils';

/** The largest stands file taken (some 10,000 lines), within the 1 MB of JSON Strapi reads. */
export const MAX_CSV_CHARS = 500_000;

export const importBody = z.strictObject({
  venue: z.string({ error: 'venue is the documentId of a venue' }).regex(/^[a-z0-9]{1,64}$/, { error: 'venue is the documentId of a venue' }),
  csv: z.string({ error: 'csv is the text of the file' }).max(MAX_CSV_CHARS, { error: `csv has at most ${MAX_CSV_CHARS} characters` }),
});

