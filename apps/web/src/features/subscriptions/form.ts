import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import type { FormRules } from '@/components/forms/types';

/** Countries a subscription is delivered to, in the order the form lists them. */
export const deliveryCountries = ['NL', 'BE', 'DE', 'LU', 'FR', 'GB'] as const;

/** The subscription order's fields, checked in the browser and again by the server action. */
export const orderForm = {
  name: { rules: 'required|length:2,120' },
  company: { rules: 'length:0,120' },
  street: { rules: 'required|length:0,120' },
  houseNumber: { rules: 'required|length:0,20' },
  postalCode: { rules: 'required|length:0,12' },
  city: { rules: 'required|length:0,80' },
  country: { rules: `required|is:${deliveryCountries.join(',')}` },
  email: { rules: 'required|email|length:0,254' },
  // SEPA allows 70 characters for the debtor's name.
  accountHolder: { rules: 'required|length:2,70' },
  iban: { rules: 'required|iban' },
  acceptedTerms: { rules: 'accepted', kind: 'checkbox' },
  [CAPTCHA_FIELD]: { rules: 'required' },
} satisfies FormRules;
