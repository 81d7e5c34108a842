import { notFound } from 'next/navigation';
import type { Locale } from '@standplaats/shared';
import { getEvent } from '@/lib/cms/events';
import { countExhibitors } from '@/lib/cms/exhibitors';
import { findLocalised } from '@/lib/localised-document';

/**
 * The event a `/kalender/{slug}/…` page belongs to: a 404 for an unknown one. The other language's
 * slug moves to the page at `path` in this one, as the language switch expects.
 */
export async function findEvent(slug: string, locale: Locale, path: (slug: string) => string) {
  const event = await findLocalised(getEvent, slug, locale, path);
  if (!event) notFound();
  return event;
}

/**
 * The fair a `/kalender/{slug}/…` page of exhibitors belongs to, and how many it has: a 404 for an
 * unknown event and for one without exhibitors (its event page shows no links to these pages).
 */
export async function findFair(slug: string, locale: Locale, path: (slug: string) => string) {
  const event = await findEvent(slug, locale, path);
  const count = await countExhibitors(event.documentId);
  if (count === 0) notFound();
  return { event, count };
}
