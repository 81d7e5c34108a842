import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { formLimits } from '@standplaats/shared';
import { length, type FormRules } from '@/components/forms/types';

/** Countries a subscription is delivered to, in the order the form lists them. */
export const deliveryCountries = ['NL', 'BE', 'DE', 'LU', 'FR', 'GB'] as const;

const limits = formLimits.order;

/** The subscription order's fields, checked in the browser and again by the server action. */
export const orderForm = {
  name: { rules: `required|${length(limits.name)}` },
  company: { rules: length(limits.company) },
  street: { rules: `required|${length(limits.street)}` },
  houseNumber: { rules: `required|${length(limits.houseNumber)}` },
  postalCode: { rules: `required|${length(limits.postalCode)}` },
  city: { rules: `required|${length(limits.city)}` },
  country: { rules: `required|is:${deliveryCountries.join(',')}` },
  email: { rules: `required|email|${length(formLimits.email)}` },
  accountHolder: { rules: `required|${length(limits.accountHolder)}` },
  iban: { rules: 'required|iban' },
  acceptedTerms: { rules: 'accepted', kind: 'checkbox' },
  [CAPTCHA_FIELD]: { rules: 'required' },
} satisfies FormRules;
