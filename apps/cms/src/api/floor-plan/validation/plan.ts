import { validateZodSchema, z } from '@strapi/utils';
import { HALL_CODE } from '@standplaats/shared';

const documentId = z.string({ error: 'Not an event' }).regex(/^[a-z0-9]{1,64}$/, { error: 'Not an event' });

/** GET /floor-plans/:event?hall=8: the event's documentId and, optionally, a hall's code. */
export const validatePlanRequest = (params: unknown, query: unknown) => ({
  event: validateZodSchema(documentId)((params as { event?: unknown }).event),
  ...validateZodSchema(z.object({ hall: z.string().regex(HALL_CODE, { error: 'hall is a hall code' }).optional() }))(query),
});
