'use client';

import { deferredIsland } from '@/components/app/deferred-island.client';

/** The push opt-in in the footer: its code loads when the button is in sight or in use. */
export const DeferredPushOptIn = deferredIsland(
  () => import('./push-opt-in.client').then(({ PushOptIn }) => PushOptIn),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the button at once; a browser's bundle leaves this branch out
  typeof window === 'undefined' ? (require('./push-opt-in.client') as typeof import('./push-opt-in.client')).PushOptIn : undefined,
);
