/** Event kinds as the CMS stores them; the Dutch words are also the URL filter values. */
export const eventKinds = [
  'beurs',
  'congres',
  'festival',
  'sportevenement',
  'brand-event',
  'company-event',
  'incentive-travel',
  'branche-event',
] as const;
export type EventKind = (typeof eventKinds)[number];

/** Dutch provinces as the CMS stores them; also the calendar's province filter values. */
export const provinces = [
  'drenthe',
  'flevoland',
  'friesland',
  'gelderland',
  'groningen',
  'limburg',
  'noord-brabant',
  'noord-holland',
  'overijssel',
  'utrecht',
  'zeeland',
  'zuid-holland',
] as const;
export type Province = (typeof provinces)[number];

/** Whether an event goes ahead; schema.org's EventStatusType names them alike. */
export const eventStatuses = ['scheduled', 'postponed', 'rescheduled', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const isProvince = (value: unknown): value is Province => typeof value === 'string' && (provinces as readonly string[]).includes(value);
