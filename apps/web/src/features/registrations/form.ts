import type { FormRules } from '@/components/forms/types';

// The registration form's fields, checked in the browser and again by its server action; the
// lengths are those the CMS stores.
export const registrationForm = {
  name: { rules: 'required|length:2,120' },
  company: { rules: 'length:0,120' },
  jobTitle: { rules: 'length:0,120' },
  dietaryWishes: { rules: 'length:0,500' },
} satisfies FormRules;
