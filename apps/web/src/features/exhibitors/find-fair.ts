import { notFound } from 'next/navigation';
import type { Locale } from '@standplaats/shared';
import { getEvent } from '@/lib/cms/events';
import { countExhibitors } from '@/lib/cms/exhibitors';
import { bySlugOrDutch } from '@/lib/cms/strapi';

/** The event a `/kalender/{slug}/…` page belongs to: a 404 for an unknown one. */
export async function findEvent(slug: string, locale: Locale) {
  const event = await bySlugOrDutch(getEvent, slug, locale);
  if (!event) notFound();
  return event;
}

/**
 * The fair a `/kalender/{slug}/…` page of exhibitors belongs to, and how many it has: a 404 for an
 * unknown event and for one without exhibitors (its event page shows no links to these pages).
 */
export async function findFair(slug: string, locale: Locale) {
  const event = await findEvent(slug, locale);
  const count = await countExhibitors(event.documentId);
  if (count === 0) notFound();
  return { event, count };
}
