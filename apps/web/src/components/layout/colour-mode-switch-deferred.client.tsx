'use client';

import { deferredIsland } from '@/components/app/deferred-island.client';

/** The colour mode switch, in the phone's closed menu and beside the navigation from 1024 px: its code loads when it is in sight or in use. */
export const DeferredColourModeSwitch = deferredIsland(
  () => import('./colour-mode-switch.client').then(({ ColourModeSwitch }) => ColourModeSwitch),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the switch at once; a browser's bundle leaves this branch out
  typeof window === 'undefined' ? (require('./colour-mode-switch.client') as typeof import('./colour-mode-switch.client')).ColourModeSwitch : undefined,
  // Nothing at all on a route that forces a mode, where the switch renders nothing.
  { className: 'empty:hidden' },
);
