'use client';

import { deferredIsland } from '@/components/app/deferred-island.client';

/**
 * The event reminders' button on /account (event-reminders.client.tsx): its code loads when it is
 * in sight or in use. Until then it offers to turn reminders on, as it does before it knows this
 * browser; a press meanwhile does what it offered once the code is there.
 */
export const DeferredEventReminders = deferredIsland(
  () => import('./event-reminders.client').then(({ EventReminders }) => EventReminders),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the button at once; a browser's bundle leaves this branch out
  typeof window === 'undefined' ? (require('./event-reminders.client') as typeof import('./event-reminders.client')).EventReminders : undefined,
);
