import { validateZodSchema, z } from '@strapi/utils';
import { formLimits, MAX_SPECIFICATIONS, provinces, sectors, type Length } from '@standplaats/shared';
import { email, line, phone, text } from '../../../site/form-fields';

// Unknown keys are refused. Empty optional fields clear the value.

const optional = (label: string, limit: Length) =>
  text(label, limit)
    .optional()
    .transform((value) => value || null);

const { companyProfile: profile, product, exhibitor } = formLimits;

/** Only http(s) addresses: the site links to them. */
const website = z
  .string()
  .trim()
  .max(profile.website.max, { error: `A website has at most ${profile.website.max} characters` })
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), { error: 'A website starts with http:// or https://' })
  .optional()
  .transform((value) => value || null);

export const profileBody = z.strictObject({
  description: optional('Description', profile.description),
  sector: z.enum(sectors, { error: 'Choose a sector' }),
  website,
  email: z.union([z.literal(''), email]).optional().transform((value) => value || null),
  phone: phone.optional().transform((value) => value || null),
  street: optional('Street', profile.street),
  postalCode: optional('Postcode', profile.postalCode),
  city: optional('City', profile.city),
  province: z.union([z.literal(''), z.enum(provinces)]).optional().transform((value) => value || null),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const productBody = z.strictObject({
  name: line('Name', product.name),
  category: z.enum(sectors, { error: 'Choose a category' }),
  description: optional('Description', product.description),
  specifications: z
    .array(z.strictObject({ name: line('Feature', product.specificationName), value: line('Value', product.specificationValue) }))
    .max(MAX_SPECIFICATIONS, { error: `At most ${MAX_SPECIFICATIONS} specifications` })
    .default([]),
  /** An image uploaded through POST /company-listings/:partner/images; null removes it. */
  image: z.number().int().positive().nullable().optional(),
});
export type ProductBody = z.infer<typeof productBody>;

/** What a company admin changes of an exhibitor entry; the hall and stand are the organiser's. */
export const exhibitorBody = z.strictObject({
  message: optional('Fair message', exhibitor.message),
  messageEn: optional('English fair message', exhibitor.message),
  /** The company's own products it shows at the fair (documentIds). */
  products: z
    .array(z.string().regex(/^[a-z0-9]{1,64}$/, { error: 'Not a product' }))
    .max(50, { error: 'At most 50 products' })
    .default([]),
});
export type ExhibitorBody = z.infer<typeof exhibitorBody>;

export const validateDocumentId = (value: unknown) => validateZodSchema(z.string().regex(/^[a-z0-9]{1,64}$/, 'Not a product'))(value);
