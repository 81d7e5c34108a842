import { z } from '@strapi/utils';
import { countrySpecs, electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { formLimits } from '@standplaats/shared';
import { email, line, locale, text } from '../../../site/form-fields';

// ibantools lists every ISO 3166-1 alpha-2 country, with or without IBANs.
const isCountry = (code: string) => Object.prototype.hasOwnProperty.call(countrySpecs, code);

const limits = formLimits.order;

const DUTCH_POSTAL_CODE = /^([1-9][0-9]{3}) ?([A-Z]{2})$/;

/** An IBAN in electronic format (no spaces, upper case) that SEPA can debit. */
const iban = z
  .string({ error: 'IBAN is required' })
  .transform((value, ctx) => {
    const electronic = electronicFormatIBAN(value) ?? '';
    if (!isValidIBAN(electronic)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid IBAN' });
      return z.NEVER;
    }
    if (!isSEPACountry(electronic.slice(0, 2))) {
      ctx.addIssue({ code: 'custom', message: 'Direct debit needs an IBAN from a SEPA country' });
      return z.NEVER;
    }
    return electronic;
  });

const orderBody = z
  .strictObject({
    plan: z.string({ error: 'Choose a subscription' }).trim().min(1, { error: 'Choose a subscription' }).max(64),
    locale,
    name: line('Name', limits.name),
    company: text('Company', limits.company)
      .optional()
      .transform((value) => value || undefined),
    street: line('Street', limits.street),
    houseNumber: line('House number', limits.houseNumber),
    postalCode: line('Postal code', limits.postalCode).transform((value) => value.toUpperCase()),
    city: line('City', limits.city),
    country: z
      .string({ error: 'Country is required' })
      .trim()
      .toUpperCase()
      .refine(isCountry, { error: 'Country must be an ISO 3166-1 alpha-2 code, such as NL' })
      .default('NL'),
    email,
    iban,
    accountHolder: line('Account holder', limits.accountHolder),
    acceptedTerms: z.literal(true, { error: 'Accept the terms to order' }),
  })
  .transform((order, ctx) => {
    if (order.country !== 'NL') return order;
    const match = DUTCH_POSTAL_CODE.exec(order.postalCode);
    if (!match) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Enter a Dutch postal code such as 1234 AB' });
      return z.NEVER;
    }
    return { ...order, postalCode: `${match[1]} ${match[2]}` };
  });

export type OrderBody = z.infer<typeof orderBody>;

export { orderBody };
