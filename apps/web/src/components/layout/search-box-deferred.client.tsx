'use client';

import { deferredIsland } from '@/components/app/deferred-island.client';

/** The header's search field: its combobox's code loads when the search panel opens. */
export const DeferredSearchCombobox = deferredIsland(
  () => import('./search-box.client').then(({ SearchCombobox }) => SearchCombobox),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the field at once; a browser's bundle leaves this branch out
  typeof window === 'undefined' ? (require('./search-box.client') as typeof import('./search-box.client')).SearchCombobox : undefined,
  { className: 'min-w-0 flex-1' },
);
