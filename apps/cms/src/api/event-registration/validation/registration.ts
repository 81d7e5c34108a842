import { validateZodSchema, z } from '@strapi/utils';
import { formLimits, type Length } from '@standplaats/shared';
import { line, locale, text } from '../../../site/form-fields';

/** An optional line of text: trimmed, empty is absent. */
const optional = (label: string, limit: Length) =>
  text(label, limit)
    .optional()
    .transform((value) => value || undefined);

const limits = formLimits.registration;

export const registerBody = z.strictObject({
  event: z.string({ error: 'Choose an event' }).trim().min(1, { error: 'Choose an event' }).max(64),
  locale,
  name: line('Name', limits.name),
  company: optional('Company', limits.company),
  jobTitle: optional('Job title', limits.jobTitle),
  dietaryWishes: optional('Dietary wishes', limits.dietaryWishes),
});

export type RegisterBody = z.infer<typeof registerBody>;

// The counts of at most a page of events, by documentId: `?events=a,b,c`.
const placesQuery = z.strictObject({
  events: z
    .string({ error: 'events is required' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])
    .refine((ids) => ids.length > 0 && ids.length <= 100, { error: 'events lists 1 to 100 documentIds' })
    .refine((ids) => ids.every((id) => /^[a-z0-9]{1,64}$/.test(id)), { error: 'events lists documentIds' }),
});

export const validatePlacesQuery = (query: unknown) => validateZodSchema(placesQuery)(query);

// A documentId in the path of the cancel route.
export const validateDocumentId = (value: unknown) =>
  validateZodSchema(z.string().regex(/^[a-z0-9]{1,64}$/, 'Not a registration'))(value);
