import { z } from '@strapi/utils';
import { formLimits } from '@standplaats/shared';
import { email, line, locale, phone, text } from '../../../site/form-fields';

const limits = formLimits.contact;
const documentId = (what: string) => z.string({ error: `Choose a ${what}` }).regex(/^[A-Za-z0-9]{1,64}$/, { error: `Choose a ${what}` });
const optional = <T extends z.ZodType<string | undefined>>(field: T) => field.optional().transform((value) => value || undefined);

/** POST /contact-requests: the site's contact form, the company (and the product) it was sent from. */
export const requestBody = z.strictObject({
  partner: documentId('company'),
  product: documentId('product').optional(),
  locale,
  name: line('Name', limits.name),
  company: optional(text('Company', limits.company)),
  email,
  phone: optional(phone),
  message: line('Message', limits.message),
});

export type RequestBody = z.infer<typeof requestBody>;
