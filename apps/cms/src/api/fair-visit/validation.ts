import { validateZodSchema, z } from '@strapi/utils';
import { MAX_FAVOURITES, STAND_LABEL } from '@standplaats/shared';

/** PUT /fair-visits/:event: the browser's list, and whether it is added to the kept one (signing in) or replaces it. */
export const saveBody = z.strictObject({
  stands: z.array(z.string().regex(STAND_LABEL, { error: 'A stand is a hall and a number, as 8.B12' })).max(MAX_FAVOURITES, { error: `At most ${MAX_FAVOURITES} favourites a fair` }),
  merge: z.boolean().optional().default(false),
});

export type SaveBody = z.infer<typeof saveBody>;

// The fair's documentId in the path.
export const validateEvent = (value: unknown) => validateZodSchema(z.string().regex(/^[a-z0-9]{1,64}$/, 'Not a fair'))(value);
