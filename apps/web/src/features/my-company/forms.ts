import { formLimits, MAX_SPECIFICATIONS, provinces, sectors } from '@standplaats/shared';
import { length, phone, type FormRules } from '@/components/forms/types';

// "Mijn bedrijf" forms, checked in the browser and again by their server actions.

const { companyProfile: profile, product, exhibitor } = formLimits;

export const companyProfileForm = {
  description: { rules: length(profile.description) },
  sector: { rules: `required|is:${sectors.join(',')}` },
  website: { rules: `url|${length(profile.website)}` },
  email: { rules: `email|${length(formLimits.email)}` },
  phone: { rules: phone },
  street: { rules: length(profile.street) },
  postalCode: { rules: length(profile.postalCode) },
  city: { rules: length(profile.city) },
  province: { rules: `is:${provinces.join(',')}` },
} satisfies FormRules;

export const productForm = {
  name: { rules: `required|${length(product.name)}` },
  category: { rules: `required|is:${sectors.join(',')}` },
  description: { rules: length(product.description) },
  // One per line, "feature: value"; at most 20 (lines without a colon are left out).
  specifications: { rules: length(product.specifications) },
} satisfies FormRules;

/** What a company says and shows at a fair; its hall and stand are the organiser's to set. */
export const exhibitorForm = {
  message: { rules: length(exhibitor.message) },
  messageEn: { rules: length(exhibitor.message) },
  products: { rules: '', kind: 'list' },
} satisfies FormRules;

/** "Afmeting: 3 × 3 m" lines as specifications; blank lines are skipped. */
export const parseSpecifications = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, MAX_SPECIFICATIONS)
    .map((line) => {
      const at = line.indexOf(':');
      return { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    })
    .filter((spec) => spec.name && spec.value);

export const formatSpecifications = (specs: { name: string; value: string }[]) => specs.map(({ name, value }) => `${name}: ${value}`).join('\n');
