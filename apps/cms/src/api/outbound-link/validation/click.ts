import { validateZodSchema, z } from '@strapi/utils';

// Postgres `integer` ids: a larger number is no link, not a database error.
const MAX_ID = 2_147_483_647;

/** The link id of `/outbound-links/:id/click`: a positive integer, or null (answered as 404). */
export function parseLinkId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

// Unknown keys are a caller's mistake, so they are refused rather than dropped.
const clickBody = z.strictObject({
  referrer: z.string().max(2048).optional(),
  session: z.string().min(1).max(200).optional(),
});

export type ClickBody = z.infer<typeof clickBody>;

/** The optional JSON body of a click; no body at all is an empty one. */
export const validateClickBody = (body: unknown): ClickBody => validateZodSchema(clickBody)(body ?? {});
