import { z } from '@strapi/utils';
import { defaultLocale, formLimits, locales, phonePattern, type Length } from '@standplaats/shared';

// The checks of what the site's forms send, with the limits the site's own rules read
// (packages/shared/src/forms.ts).

/** The language a form is sent in; mails follow it. */
export const formLocale = z.enum(locales, { error: `locale must be ${locales.join(' or ')}` });
export const locale = formLocale.default(defaultLocale);

/** An e-mail address, trimmed and lowercased so one person is one record. */
export const email = z
  .string({ error: 'Enter an email address' })
  .trim()
  .toLowerCase()
  .max(formLimits.email.max, { error: `An email address has at most ${formLimits.email.max} characters` })
  .email({ error: 'Enter a valid email address' });

/** A phone number, trimmed; empty when none is given. */
export const phone = z
  .string()
  .trim()
  .max(formLimits.phone.max, { error: `A phone number has at most ${formLimits.phone.max} characters` })
  .refine((value) => value === '' || (value.length >= formLimits.phone.min && phonePattern.test(value)), { error: 'Enter a valid phone number' });

/** Text of at most `max` characters, trimmed. */
export const text = (label: string, { max }: Length) => z.string().trim().max(max, { error: `${label} has at most ${max} characters` });

/** A required line of text, trimmed, of `min` to `max` characters. */
export const line = (label: string, { min, max }: Length) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(min, { error: `${label} has at least ${min} characters` })
    .max(max, { error: `${label} has at most ${max} characters` });
