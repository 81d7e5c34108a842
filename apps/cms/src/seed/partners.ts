import { cityCoordinates } from './data/city-coordinates';
import { productTemplates, type ProductTemplate } from './data/products';
import { partners, type PartnerRow } from './data/partners';
import type { SeedContext } from './context';
import { createLocalized, relationId } from './documents';
import { nth } from './random';
import { slugify, type Locale } from './text';

const SOCIAL = ['linkedin', 'instagram', 'facebook'] as const;

export async function seedPartners(ctx: SeedContext) {
  for (const [i, partner] of partners.entries()) await seedCompany(ctx, partner, i);
}

/** One company; `index` spreads the logos and map marks. */
export async function seedCompany(ctx: SeedContext, partner: PartnerRow, index: number) {
  const nl = partnerData(ctx, partner, index);
  // A uid counts as localized in Strapi's i18n, so the English version names its slug too.
  const en = partner.description.en ? { name: nl.name, slug: nl.slug, description: partner.description.en } : undefined;
  const seeded = await createLocalized(ctx.strapi, 'api::partner.partner', nl, en);
  ctx.partners.set(partner.name, { ...seeded, categories: partner.categories });
}

/** A partner's (made-up) website, also the target of its outbound link. */
export const partnerWebsite = (name: string) => `https://${slugify(name)}.example.nl`;

function partnerData(ctx: SeedContext, p: PartnerRow, index: number) {
  const slug = slugify(p.name);
  return {
    name: p.name,
    slug,
    description: p.description.nl,
    logo: nth(ctx.images.logo, index),
    address: { street: p.street, postalCode: p.postalCode, city: p.city, province: p.province, country: 'NL' },
    sector: p.categories[0],
    ...coordinatesOf(p.city, index),
    website: partnerWebsite(p.name),
    email: `info@${slug}.example.nl`,
    phone: `+31 ${ctx.random.int(10, 79)} ${ctx.random.int(100, 999)} ${ctx.random.int(1000, 9999)}`,
    categories: p.categories,
    socialLinks: SOCIAL.slice(0, 1 + (index % 3)).map((platform) => ({ platform, url: `https://www.${platform}.com/${slug}` })),
  };
}

/** Somewhere in the partner's city: its centre, moved a little per partner so marks do not overlap. */
function coordinatesOf(city: string, index: number) {
  const [latitude, longitude] = cityCoordinates[city] ?? [52.1326, 5.2913];
  const offset = ((index % 5) - 2) * 0.004;
  return { latitude: Number((latitude + offset).toFixed(6)), longitude: Number((longitude - offset).toFixed(6)) };
}

/** 80 products: three for each of the first twenty partners, two for the others. */
export async function seedProducts(ctx: SeedContext) {
  for (const [i, partner] of partners.entries()) await seedProductsOf(ctx, partner, i, i < 20 ? 3 : 2);
}

/** `count` products of a company, from the templates of its first category. */
export async function seedProductsOf(ctx: SeedContext, partner: PartnerRow, index: number, count: number) {
  const templates = productTemplates[partner.categories[0]];
  for (let n = 0; n < count; n++) await seedProduct(ctx, partner, nth(templates, index + n), index * 3 + n);
}

async function seedProduct(ctx: SeedContext, partner: PartnerRow, template: ProductTemplate, index: number) {
  const owner = ctx.partners.get(partner.name)!;
  const content = (locale: Locale) => ({
    name: template.name[locale],
    slug: slugify(`${template.name[locale]} ${partner.name}`),
    description: template.description[locale],
    specifications: template.specs.map(([name, value]) => ({ name: name[locale], value: value[locale] })),
    partner: relationId(owner, locale),
  });
  const shared = {
    category: partner.categories[0],
    images: [nth(ctx.images.product, index), nth(ctx.images.cover, index)],
  };
  // Relations are per locale: a product is only in English when its partner is.
  const { documentId } = await createLocalized(ctx.strapi, 'api::product.product', { ...shared, ...content('nl') }, owner.english ? content('en') : undefined);
  ctx.products.set(partner.name, [...(ctx.products.get(partner.name) ?? []), { documentId, name: template.name }]);
}
