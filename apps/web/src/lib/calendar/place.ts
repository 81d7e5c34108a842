import type { EventDetail } from '@/lib/cms/events';

/** Where an event is, in one line: "Jaarbeurs, Utrecht". */
export const placeOf = (event: { venueName?: string | null; city?: string | null }) => [event.venueName, event.city].filter(Boolean).join(', ');

/** Where an event is with its address, as a calendar app wants it: "Jaarbeurs, Jaarbeursplein 6, 3521 AL Utrecht". */
export const fullPlaceOf = ({ venueName, address }: Pick<EventDetail, 'venueName' | 'address'>) =>
  [venueName, address.street, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
