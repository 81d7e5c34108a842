/** The event names of the spec's analytics (section on tracking); an enumeration cannot hold spaces. */
export const EVENT_NAMES = [
  'Pageview',
  'Marketing',
  'Lead',
  'session start',
  'session stop',
  'session pause',
  'session resume',
  'user sign up',
  'sign in',
  'sign out',
  'auth fail',
  'forgot password',
  'update password',
  'email link',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

export const isEventName = (name: unknown): name is EventName => EVENT_NAMES.includes(name as EventName);

// The CMS's copy of the rest of the analytics contract (packages/shared/src/analytics.ts); the
// CMS does not import the site's packages, and tests/cms/statistics.test.ts holds the two together.

/** Content whose views are counted per item (`item.type` of an event). */
export const ITEM_TYPES = ['article', 'event', 'vacancy', 'company', 'product', 'venue'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** What a `Lead` was. */
export const LEAD_KINDS = ['newsletter', 'registration', 'order', 'apply'] as const;

/** Device classes the site derives from the user agent. */
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 32 * 1024;
export const MAX_URL_LENGTH = 2048;
