'use client';

import { deferredIsland } from '@/components/app/deferred-island.client';

/**
 * A button action (button-action.client.tsx) whose code loads once the visitor does anything on
 * the page: the account page's buttons (cancelling a registration, removing a product), which are
 * in sight as it opens, cost its first load nothing. A press before then is sent once the code is there.
 */
export const DeferredButtonAction = deferredIsland(
  () => import('./button-action.client').then(({ ButtonAction }) => ButtonAction),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the button at once; a browser's bundle leaves this branch out
  typeof window === 'undefined' ? (require('./button-action.client') as typeof import('./button-action.client')).ButtonAction : undefined,
  { loadsOn: 'interaction' },
);
