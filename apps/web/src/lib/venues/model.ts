// The location finder's fixed lists, as the CMS stores them. Their words on the site are the
// messages `venues.type.*` and `venues.facility.*`; the URL uses the Dutch slugs below.

export const venueTypes = ['beurshal', 'congrescentrum', 'hotel', 'unieke-locatie', 'buitenlocatie', 'stadion', 'theater'] as const;
export type VenueType = (typeof venueTypes)[number];

/** Facilities by the CMS's field name, with the URL value of each. */
export const facilitySlugs = {
  parking: 'parkeren',
  publicTransport: 'ov-bereikbaar',
  catering: 'catering',
  wheelchairAccess: 'rolstoeltoegankelijk',
  wifi: 'wifi',
  loadingDock: 'laad-en-losdock',
  accommodation: 'overnachting',
  audioVisual: 'audiovisueel',
} as const;
export type Facility = keyof typeof facilitySlugs;
export const facilities = Object.keys(facilitySlugs) as Facility[];

const bySlug = new Map<string, Facility>(facilities.map((facility) => [facilitySlugs[facility], facility]));
export const facilityOfSlug = (slug: string): Facility | undefined => bySlug.get(slug);

export const isVenueType = (value: unknown): value is VenueType => typeof value === 'string' && (venueTypes as readonly string[]).includes(value);
