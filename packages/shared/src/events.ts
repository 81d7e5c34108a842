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
