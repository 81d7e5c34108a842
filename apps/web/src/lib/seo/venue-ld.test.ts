import { describe, expect, it } from 'vitest';
import { venueLd } from './venue-ld';

const input = {
  url: 'https://example.test/locatie-finder/jaarbeurs',
  name: 'Jaarbeurs',
  description: 'Beurscomplex',
  address: { street: 'Jaarbeursplein 6', postalCode: '3521 AL', city: 'Utrecht', region: 'Utrecht', country: 'NL' },
  geo: { latitude: 52.0866, longitude: 5.1118 },
  maximumAttendeeCapacity: 30000,
  telephone: null,
  sameAs: null,
  image: [],
  amenities: ['Parkeren'],
};

describe('venueLd', () => {
  it('is an EventVenue with address and coordinates', () => {
    const ld = venueLd(input) as unknown as Record<string, unknown>;
    expect(ld['@type']).toBe('EventVenue');
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 52.0866, longitude: 5.1118 });
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: 'Jaarbeursplein 6', addressLocality: 'Utrecht', addressCountry: 'NL' });
    expect(ld.maximumAttendeeCapacity).toBe(30000);
    expect(ld).not.toHaveProperty('telephone');
  });

  it('leaves out coordinates it does not have', () => {
    expect(venueLd({ ...input, geo: null })).not.toHaveProperty('geo');
  });
});
