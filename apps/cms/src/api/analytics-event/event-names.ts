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
