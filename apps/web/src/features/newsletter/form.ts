import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { formLimits } from '@standplaats/shared';
import { length, type FormRules } from '@/components/forms/types';

/** The newsletter sign-up's fields, checked in the browser and again by the server action. */
export const newsletterForm = {
  email: { rules: `required|email|${length(formLimits.email)}` },
  lists: { rules: 'required', kind: 'list' },
  [CAPTCHA_FIELD]: { rules: 'required' },
} satisfies FormRules;
