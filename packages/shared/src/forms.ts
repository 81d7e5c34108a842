/** How long a text field may be, in characters: at least `min` once filled in, at most `max`. */
export type Length = { readonly min: number; readonly max: number };

const length = (min: number, max: number): Length => ({ min, max });
const email = length(0, 254);
const personName = length(2, 120);
const phone = length(6, 30);

/**
 * A phone number as the forms take it: digits with spaces, brackets, dots or dashes, and a + in
 * front for a country code. No commas or bars: the site's rule strings would split on them.
 */
export const phonePattern = /^\+?[\d ().-]+$/;

/**
 * The field lengths of every public form. The site's form rules and the CMS's checks of what the
 * site sends both read this table, so a limit changes here alone.
 */
export const formLimits = {
  email,
  phone,
  // bcrypt reads at most 72 bytes of a password.
  password: length(0, 72),
  account: { name: personName },
  registration: { name: personName, company: length(0, 120), jobTitle: length(0, 120), dietaryWishes: length(0, 500) },
  order: {
    name: personName,
    company: length(0, 120),
    street: length(1, 120),
    houseNumber: length(1, 16),
    postalCode: length(1, 12),
    city: length(1, 80),
    // SEPA allows 70 characters for the debtor's name.
    accountHolder: length(2, 70),
  },
  vacancy: { title: length(3, 200), text: length(30, 20_000), location: length(2, 120), apply: length(3, 500) },
  // The "Contact opnemen" form on a company's and a product's page.
  contact: { name: personName, company: length(0, 120), message: length(10, 5000) },
  companyProfile: {
    description: length(0, 2000),
    website: length(0, 200),
    street: length(0, 120),
    postalCode: length(0, 12),
    city: length(0, 120),
  },
  product: {
    name: length(2, 200),
    description: length(0, 2000),
    // The specifications as one text, a "feature: value" line each.
    specifications: length(0, 4000),
    specificationName: length(1, 120),
    specificationValue: length(1, 255),
  },
  // What a company says of itself at one fair, in each language.
  exhibitor: { message: length(0, 300) },
} as const;

/** At most this many specifications a product. */
export const MAX_SPECIFICATIONS = 20;

/** What a company may upload as an image of its own or of a product: a photo or drawing of at most 2 MB. */
export const listingImageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const LISTING_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The newsletters a reader can sign up for, in the order forms list them. */
export const newsletterLists = ['expovisie', 'conferencematters', 'vacatures'] as const;
export type NewsletterList = (typeof newsletterLists)[number];
