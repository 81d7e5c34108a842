import type { Event, EventStatusType, ItemList, WithContext } from 'schema-dts';
import type { EventKind, EventStatus } from '@standplaats/shared';
import { imageObject, type LdImage } from './json-ld';

const CONTEXT = 'https://schema.org';

// The closest schema.org type per kind; search engines treat them all as events.
const TYPE: Record<EventKind, 'ExhibitionEvent' | 'BusinessEvent' | 'Festival' | 'SportsEvent' | 'Event'> = {
  beurs: 'ExhibitionEvent',
  congres: 'BusinessEvent',
  festival: 'Festival',
  sportevenement: 'SportsEvent',
  'brand-event': 'BusinessEvent',
  'company-event': 'BusinessEvent',
  'incentive-travel': 'Event',
  'branche-event': 'BusinessEvent',
};

const STATUS: Record<EventStatus, EventStatusType> = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  cancelled: 'https://schema.org/EventCancelled',
};

export type EventLdInput = {
  url: string;
  name: string;
  description: string;
  kind: EventKind;
  startDate: string;
  endDate: string;
  status: EventStatus;
  location: {
    name: string;
    url?: string;
    address: { street: string; postalCode: string; city: string; region: string; country: string };
  };
  organizer?: { name: string; url: string };
  image?: LdImage[];
  /** Where tickets are sold. */
  offersUrl?: string | null;
  inLanguage: string;
  /** Companies exhibit at it (an exhibitor list and a floor plan): an ExhibitionEvent whatever its kind. */
  exhibition?: boolean;
};

const present = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as Partial<T>;

/** An event with what rich results ask for: dates, status, place with address, organiser, offers. */
export function eventLd(input: EventLdInput): WithContext<Event> {
  const { location, organizer, image, offersUrl } = input;
  const address = present({
    streetAddress: location.address.street,
    postalCode: location.address.postalCode,
    addressLocality: location.address.city,
    addressRegion: location.address.region,
    addressCountry: location.address.country,
  });
  return {
    '@context': CONTEXT,
    '@type': input.exhibition ? 'ExhibitionEvent' : TYPE[input.kind],
    '@id': input.url,
    url: input.url,
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    eventStatus: STATUS[input.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: input.inLanguage,
    location: { '@type': 'Place', name: location.name, ...(location.url && { url: location.url }), address: { '@type': 'PostalAddress', ...address } },
    ...(organizer && { organizer: { '@type': 'Organization', name: organizer.name, url: organizer.url } }),
    ...(image?.length && { image: image.map(imageObject) }),
    ...(offersUrl && { offers: { '@type': 'Offer', url: offersUrl } }),
  };
}

/** A list page's items in order, as links (the summary-page form of an item list). */
export const itemListLd = (items: { url: string; name: string }[]): WithContext<ItemList> => ({
  '@context': CONTEXT,
  '@type': 'ItemList',
  numberOfItems: items.length,
  itemListElement: items.map(({ url, name }, index) => ({ '@type': 'ListItem', position: index + 1, url, name })),
});
