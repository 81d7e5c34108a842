import { describe, expect, it } from 'vitest';
import { eventLd, itemListLd, type EventLdInput } from './event-ld';

const asJson = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value));

const fair: EventLdInput = {
  url: 'https://standplaats.nl/kalender/vakbeurs',
  name: 'Vakbeurs Evenementenbranche',
  description: 'De ontmoetingsplaats.',
  kind: 'beurs',
  startDate: '2027-03-29T07:00:00.000Z',
  endDate: '2027-03-31T16:00:00.000Z',
  status: 'scheduled',
  location: { name: 'Jaarbeurs', url: 'https://standplaats.nl/locatie-finder/jaarbeurs', address: { street: 'Jaarbeursplein 6', postalCode: '3521 AL', city: 'Utrecht', region: 'utrecht', country: 'NL' } },
  organizer: { name: 'Modulo Expo Systems', url: 'https://standplaats.nl/bedrijvengids/12' },
  image: [{ url: 'https://standplaats.nl/uploads/beurs.jpg', width: 1200, height: 675 }],
  offersUrl: 'https://tickets.example.nl/vakbeurs',
  inLanguage: 'nl',
};

describe('eventLd', () => {
  it('makes an event with exhibitors an ExhibitionEvent, whatever its kind', () => {
    expect(eventLd({ ...fair, kind: 'congres' })['@type']).toBe('BusinessEvent');
    expect(eventLd({ ...fair, kind: 'congres', exhibition: true })['@type']).toBe('ExhibitionEvent');
  });

  it('holds what event rich results ask for', () => {
    expect(asJson(eventLd(fair))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: 'Vakbeurs Evenementenbranche',
      startDate: fair.startDate,
      endDate: fair.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Jaarbeurs',
        address: { '@type': 'PostalAddress', streetAddress: 'Jaarbeursplein 6', postalCode: '3521 AL', addressLocality: 'Utrecht', addressRegion: 'utrecht', addressCountry: 'NL' },
      },
      organizer: { '@type': 'Organization', name: 'Modulo Expo Systems', url: 'https://standplaats.nl/bedrijvengids/12' },
      image: [{ '@type': 'ImageObject', url: 'https://standplaats.nl/uploads/beurs.jpg' }],
      offers: { '@type': 'Offer', url: 'https://tickets.example.nl/vakbeurs' },
    });
  });

  it('says when an event is cancelled, and leaves out what is unknown', () => {
    const ld = asJson(eventLd({ ...fair, kind: 'incentive-travel', status: 'cancelled', organizer: undefined, image: undefined, offersUrl: null, location: { name: 'Bolzano', address: { street: '', postalCode: '', city: 'Bolzano', region: '', country: 'IT' } } }));
    expect(ld).toMatchObject({ '@type': 'Event', eventStatus: 'https://schema.org/EventCancelled' });
    expect(ld.location).toEqual({ '@type': 'Place', name: 'Bolzano', address: { '@type': 'PostalAddress', addressLocality: 'Bolzano', addressCountry: 'IT' } });
    for (const key of ['organizer', 'image', 'offers']) expect(ld).not.toHaveProperty(key);
  });
});

describe('itemListLd', () => {
  it('numbers the items from 1', () => {
    expect(asJson(itemListLd([{ url: 'https://a', name: 'A' }, { url: 'https://b', name: 'B' }]))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://a', name: 'A' },
        { '@type': 'ListItem', position: 2, url: 'https://b', name: 'B' },
      ],
    });
  });
});
