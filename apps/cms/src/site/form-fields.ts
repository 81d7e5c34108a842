import { z } from '@strapi/utils';

/** The languages the site's forms are sent in; mails follow them. */
export const FORM_LOCALES = ['nl', 'en'] as const;
export type FormLocale = (typeof FORM_LOCALES)[number];

export const formLocale = z.enum(FORM_LOCALES, { error: 'locale must be nl or en' });
export const locale = formLocale.default('nl');

/** An e-mail address, trimmed and lowercased so one person is one record. */
export const email = z
  .string({ error: 'Enter an email address' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'An email address has at most 254 characters' })
  .email({ error: 'Enter a valid email address' });

/** A required line of text, trimmed, of at most `max` characters. */
export const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} has at most ${max} characters` });
