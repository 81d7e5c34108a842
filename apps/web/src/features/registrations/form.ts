import { formLimits } from '@standplaats/shared';
import { length, type FormRules } from '@/components/forms/types';

const limits = formLimits.registration;

// The registration form's fields, checked in the browser and again by its server action.
export const registrationForm = {
  name: { rules: `required|${length(limits.name)}` },
  company: { rules: length(limits.company) },
  jobTitle: { rules: length(limits.jobTitle) },
  dietaryWishes: { rules: length(limits.dietaryWishes) },
} satisfies FormRules;
