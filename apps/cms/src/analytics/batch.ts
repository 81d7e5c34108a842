import { z } from '@strapi/utils';
import { deviceClasses, analyticsEventNames, trackedItemTypes, leadKinds, plannerEventNames, MAX_EVENTS_PER_BATCH, MAX_URL_LENGTH } from '@standplaats/shared';

const httpUrl = (what: string) =>
  z
    .string({ error: `${what} must be a string` })
    .min(1, { error: `${what} must not be empty` })
    .max(MAX_URL_LENGTH, { error: `${what} is longer than ${MAX_URL_LENGTH} characters` })
    .refine(
      (value) => {
        try {
          return ['http:', 'https:'].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `${what} must be an absolute http(s) URL` },
    );

const event = z.strictObject({
  name: z.enum(analyticsEventNames, { error: `name must be one of ${analyticsEventNames.join(', ')}` }),
  url: httpUrl('url'),
  ts: z.number({ error: 'ts must be a number (ms since the epoch)' }).int({ error: 'ts must be whole milliseconds' }).positive({ error: 'ts must be positive' }),
  referrer: z.string({ error: 'referrer must be a string' }).max(MAX_URL_LENGTH, { error: `referrer is longer than ${MAX_URL_LENGTH} characters` }).optional(),
  item: z
    .strictObject({
      type: z.enum(trackedItemTypes, { error: `item.type must be one of ${trackedItemTypes.join(', ')}` }),
      id: z.string({ error: 'item.id must be a string' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'item.id must be a documentId' }),
    })
    .optional(),
  target: httpUrl('target').optional(),
  lead: z.enum(leadKinds, { error: `lead must be one of ${leadKinds.join(', ')}` }).optional(),
}).refine((e) => !(plannerEventNames as readonly string[]).includes(e.name) || e.item?.type === 'exhibitor', { error: 'Favourite and Route name their exhibitor (item.type exhibitor)', path: ['item'] });

/** The site's batch (CollectedBatch of packages/shared/src/analytics.ts). */
export const collectedBatch = z.strictObject({
  data: z.strictObject({
    events: z
      .array(event, { error: 'events must be an array' })
      .min(1, { error: 'events must not be empty' })
      .max(MAX_EVENTS_PER_BATCH, { error: `at most ${MAX_EVENTS_PER_BATCH} events a batch` }),
    session: z.string({ error: 'session must be a string' }).regex(/^[A-Za-z0-9_.:-]{1,128}$/, { error: 'session must be a session id' }),
    device: z.enum(deviceClasses, { error: `device must be one of ${deviceClasses.join(', ')}` }),
  }),
});

export type CollectedBatch = z.output<typeof collectedBatch>;
export type CollectedEvent = CollectedBatch['data']['events'][number];
