import { validateZodSchema, z } from '@strapi/utils';
import { email } from '../../../site/form-fields';

// The same limits as the site's forms (apps/web/src/features/my-company/forms.ts); unknown keys
// are refused. Empty optional fields clear the value.

const SECTORS = ['standbouw', 'av-techniek', 'catering', 'meubilair', 'tenten', 'ticketing', 'beveiliging', 'evenementenbureau', 'reisorganisatie', 'energie', 'personeel', 'drukwerk'] as const;
const PROVINCES = ['drenthe', 'flevoland', 'friesland', 'gelderland', 'groningen', 'limburg', 'noord-brabant', 'noord-holland', 'overijssel', 'utrecht', 'zeeland', 'zuid-holland'] as const;

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} has at most ${max} characters` })
    .optional()
    .transform((value) => value || null);

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` }).max(max, { error: `${label} has at most ${max} characters` });

/** Only http(s) addresses: the site links to them. */
const website = z
  .string()
  .trim()
  .max(200, { error: 'A website has at most 200 characters' })
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), { error: 'A website starts with http:// or https://' })
  .optional()
  .transform((value) => value || null);

export const profileBody = z.strictObject({
  description: optional('Description', 2000),
  sector: z.enum(SECTORS, { error: 'Choose a sector' }),
  website,
  email: z.union([z.literal(''), email]).optional().transform((value) => value || null),
  phone: z
    .string()
    .trim()
    .max(30, { error: 'A phone number has at most 30 characters' })
    .refine((value) => value === '' || /^\+?[\d ()-]{6,30}$/.test(value), { error: 'Enter a valid phone number' })
    .optional()
    .transform((value) => value || null),
  street: optional('Street', 120),
  postalCode: optional('Postcode', 12),
  city: optional('City', 120),
  province: z.union([z.literal(''), z.enum(PROVINCES)]).optional().transform((value) => value || null),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const productBody = z.strictObject({
  name: required('Name', 200),
  category: z.enum(SECTORS, { error: 'Choose a category' }),
  description: optional('Description', 2000),
  specifications: z
    .array(z.strictObject({ name: required('Feature', 120), value: required('Value', 255) }))
    .max(20, { error: 'At most 20 specifications' })
    .default([]),
  /** An image uploaded through POST /company-listings/:partner/images; null removes it. */
  image: z.number().int().positive().nullable().optional(),
});
export type ProductBody = z.infer<typeof productBody>;

export const validateDocumentId = (value: unknown) => validateZodSchema(z.string().regex(/^[a-z0-9]{1,64}$/, 'Not a product'))(value);

/** What an uploaded image may be: a photo or drawing of at most 2 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
