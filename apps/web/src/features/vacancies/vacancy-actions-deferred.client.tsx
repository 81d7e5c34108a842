'use client';

import { deferredIsland } from '@/components/app/deferred-island.client';

/**
 * A vacancy's buttons on /account (vacancy-actions.client.tsx), whose code loads once the visitor
 * does anything on the page, as the account page's forms do. A press before then is sent once the code is there.
 */
export const DeferredVacancyActions = deferredIsland(
  () => import('./vacancy-actions.client').then(({ VacancyActions }) => VacancyActions),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the buttons at once; a browser's bundle leaves this branch out
  typeof window === 'undefined' ? (require('./vacancy-actions.client') as typeof import('./vacancy-actions.client')).VacancyActions : undefined,
  { loadsOn: 'interaction' },
);
