import type { Organization, PostalAddress, Product, WithContext } from 'schema-dts';
import { imageObject, type LdImage } from './json-ld';

// schema.org data for the company directory and the product guide. Inputs are plain data with
// absolute URLs; no offers, prices or reviews are invented for a product.

const CONTEXT = 'https://schema.org';

export type AddressInput = { street: string; postalCode: string; city: string; region: string; country: string };

const postalAddress = (a: AddressInput): PostalAddress => ({
  '@type': 'PostalAddress',
  ...(a.street && { streetAddress: a.street }),
  ...(a.postalCode && { postalCode: a.postalCode }),
  ...(a.city && { addressLocality: a.city }),
  ...(a.region && { addressRegion: a.region }),
  addressCountry: a.country || 'NL',
});

export type CompanyLdInput = {
  url: string;
  name: string;
  description?: string;
  address: AddressInput;
  logo?: LdImage;
  email?: string | null;
  telephone?: string | null;
  /** The company's own website and social profiles. */
  sameAs: string[];
};

export const companyLd = (input: CompanyLdInput): WithContext<Organization> => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  '@id': `${input.url}#organization`,
  url: input.url,
  name: input.name,
  ...(input.description && { description: input.description }),
  address: postalAddress(input.address),
  ...(input.logo && { logo: imageObject(input.logo) }),
  ...(input.email && { email: input.email }),
  ...(input.telephone && { telephone: input.telephone }),
  ...(input.sameAs.length > 0 && { sameAs: input.sameAs }),
});

export type ProductLdInput = {
  url: string;
  name: string;
  description?: string;
  images: string[];
  category?: string;
  brand?: { name: string; url: string };
  properties: { name: string; value: string }[];
};

export const productLd = (input: ProductLdInput): WithContext<Product> => ({
  '@context': CONTEXT,
  '@type': 'Product',
  url: input.url,
  name: input.name,
  ...(input.description && { description: input.description }),
  ...(input.images.length > 0 && { image: input.images }),
  ...(input.category && { category: input.category }),
  ...(input.brand && { brand: { '@type': 'Brand', name: input.brand.name, url: input.brand.url } }),
  ...(input.properties.length > 0 && { additionalProperty: input.properties.map(({ name, value }) => ({ '@type': 'PropertyValue', name, value })) }),
});
