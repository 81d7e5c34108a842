'use client';

import { deferredIsland } from '@/components/app/deferred-island.client';

/**
 * A described form (described-form.client.tsx) whose code, with the forms' and the validation's,
 * loads once the visitor does anything on the page: the account page's forms, which are in sight
 * as it opens, cost its first load nothing.
 */
export const DeferredForm = deferredIsland(
  () => import('./described-form.client').then(({ DescribedForm }) => DescribedForm),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the form at once; a browser's bundle leaves this branch out
  typeof window === 'undefined' ? (require('./described-form.client') as typeof import('./described-form.client')).DescribedForm : undefined,
  { loadsOn: 'interaction' },
);
