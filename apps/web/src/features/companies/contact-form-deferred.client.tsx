'use client';

import { deferredIsland } from '@/components/app/deferred-island.client';

/** The contact form, at the foot of a company's or a product's page: its code loads when it is in sight or in use. */
export const DeferredContactForm = deferredIsland(
  () => import('./contact-form.client').then(({ ContactForm }) => ContactForm),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the form at once; a browser's bundle leaves this branch out
  typeof window === 'undefined' ? (require('./contact-form.client') as typeof import('./contact-form.client')).ContactForm : undefined,
);
