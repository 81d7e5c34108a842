import { formLimits } from '@standplaats/shared';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { length, phone, type FormRules } from '@/components/forms/types';

const limits = formLimits.contact;

/** The contact form's fields, checked in the browser and again by its server action and the CMS. */
export const contactForm = {
  name: { rules: `required|${length(limits.name)}` },
  company: { rules: length(limits.company) },
  email: { rules: `required|email|${length(formLimits.email)}` },
  phone: { rules: phone },
  message: { rules: `required|${length(limits.message)}` },
  [CAPTCHA_FIELD]: { rules: 'required' },
} satisfies FormRules;
