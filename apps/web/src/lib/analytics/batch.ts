import { z } from 'zod';
import { leadKinds, MAX_EVENTS_PER_BATCH, MAX_URL_LENGTH, plannerEventNames, trackedItemTypes, type AnalyticsBatch } from '@standplaats/shared';

/**
 * The events a browser may send. The auth events of the contract come from the site's own server
 * (emit.ts), never from a browser, so a browser cannot forge a sign-up.
 */
export const browserEventNames = ['Pageview', 'Marketing', 'Lead', 'session start', 'session stop', 'session pause', 'session resume', ...plannerEventNames] as const;

const isPlannerEvent = (name: string) => (plannerEventNames as readonly string[]).includes(name);

const webUrl = z.url({ protocol: /^https?$/ }).max(MAX_URL_LENGTH);

const eventSchema = z.strictObject({
  name: z.enum(browserEventNames),
  url: webUrl,
  ts: z.number().int().positive(),
  referrer: z.union([z.literal(''), webUrl]).optional(),
  item: z.strictObject({ type: z.enum(trackedItemTypes), id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }).optional(),
  target: webUrl.optional(),
  lead: z.enum(leadKinds).optional(),
}).refine((event) => !isPlannerEvent(event.name) || event.item?.type === 'exhibitor', { message: 'a planner event names its exhibitor', path: ['item'] });

const batchSchema = z.strictObject({
  data: z.strictObject({
    events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
    session: z.string().max(512),
  }),
});

export type BatchResult = { ok: true; batch: AnalyticsBatch } | { ok: false; reason: string };

/** Parses a browser's batch; on bad input, the first problem as `path: message` (no input echoed). */
export function parseBatch(text: string): BatchResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'body: not JSON' };
  }
  const result = batchSchema.safeParse(json);
  if (result.success) return { ok: true, batch: result.data };
  const issue = result.error.issues[0];
  const message = issue?.code === 'unrecognized_keys' ? 'unknown field' : (issue?.message ?? 'invalid');
  return { ok: false, reason: `${issue?.path.join('.') || 'body'}: ${message}` };
}
