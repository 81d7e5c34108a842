import { validateZodSchema, z } from '@strapi/utils';
import { line, locale } from '../../../site/form-fields';

/** An optional line of text: trimmed, empty is absent. */
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} has at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);

export const registerBody = z.strictObject({
  event: z.string({ error: 'Choose an event' }).trim().min(1, { error: 'Choose an event' }).max(64),
  locale,
  name: line('Name', 120),
  company: optional('Company', 120),
  jobTitle: optional('Job title', 120),
  dietaryWishes: optional('Dietary wishes', 500),
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
