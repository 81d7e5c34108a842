import { provinces, sectors } from '@standplaats/shared';
import type { FormRules } from '@/components/forms/types';

// "Mijn bedrijf" forms, checked in the browser and again by their server actions; the CMS checks
// the same limits once more (apps/cms/src/api/company-listing/validation/listing.ts).

export const companyProfileForm = {
  description: { rules: 'length:0,2000' },
  sector: { rules: `required|is:${sectors.join(',')}` },
  website: { rules: 'url|length:0,200' },
  email: { rules: 'email|length:0,254' },
  // No commas or bars in a rule's pattern: they separate a rule's arguments and rules.
  phone: { rules: 'matches:/^\\+?[\\d ()-]+$/|length:6,30' },
  street: { rules: 'length:0,120' },
  postalCode: { rules: 'length:0,12' },
  city: { rules: 'length:0,120' },
  province: { rules: `is:${provinces.join(',')}` },
} satisfies FormRules;

export const productForm = {
  name: { rules: 'required|length:2,200' },
  category: { rules: `required|is:${sectors.join(',')}` },
  description: { rules: 'length:0,2000' },
  // One per line, "feature: value"; at most 20 (lines without a colon are left out).
  specifications: { rules: 'length:0,4000' },
} satisfies FormRules;

export const MAX_SPECIFICATIONS = 20;

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

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
