import { z } from '@strapi/utils';
import { analyticsEventNames } from '@standplaats/shared';

const event = z.strictObject({
  name: z.enum(analyticsEventNames, { error: `name must be one of ${analyticsEventNames.join(', ')}` }),
  url: z.string().max(2048).optional(),
  data: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
});

/** The spec's analytics batch (section 3): events and the session cookie's value. */
export const recordBody = z.strictObject({
  events: z.array(event).min(1).max(50),
  session: z.string().max(200).optional(),
});
