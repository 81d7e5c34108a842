import type { EventVenue, WithContext } from 'schema-dts';
import { imageObject, type LdImage } from './json-ld';

export type VenueLdInput = {
  url: string;
  name: string;
  description: string;
  address: { street: string; postalCode: string; city: string; region: string; country: string };
  geo: { latitude: number; longitude: number } | null;
  maximumAttendeeCapacity: number | null;
  telephone: string | null;
  sameAs: string | null;
  image: LdImage[];
  amenities: string[];
};

/** A venue as schema.org's EventVenue (a Place): address, coordinates, capacity, amenities. */
export function venueLd(input: VenueLdInput): WithContext<EventVenue> {
  const { address, geo } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    '@id': input.url,
    url: input.url,
    name: input.name,
    ...(input.description && { description: input.description }),
    address: {
      '@type': 'PostalAddress',
      ...(address.street && { streetAddress: address.street }),
      ...(address.postalCode && { postalCode: address.postalCode }),
      addressLocality: address.city,
      ...(address.region && { addressRegion: address.region }),
      addressCountry: address.country,
    },
    ...(geo && { geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } }),
    ...(input.maximumAttendeeCapacity && { maximumAttendeeCapacity: input.maximumAttendeeCapacity }),
    ...(input.telephone && { telephone: input.telephone }),
    ...(input.sameAs && { sameAs: input.sameAs }),
    ...(input.image.length > 0 && { image: input.image.map(imageObject) }),
    ...(input.amenities.length > 0 && {
      amenityFeature: input.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    }),
  };
}
