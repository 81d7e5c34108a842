import { notFound } from 'next/navigation';
import type { Locale } from '@standplaats/shared';
import { getEvent } from '@/lib/cms/events';
import { findLocalised } from '@/lib/localised-document';

/**
 * The event a `/kalender/{slug}…` page belongs to: a 404 for an unknown one. The other language's
 * slug moves to the page at `path` in this one, as the language switch expects.
 */
export async function findEvent(slug: string, locale: Locale, path: (slug: string) => string) {
  const event = await findLocalised(getEvent, slug, locale, path);
  if (!event) notFound();
  return event;
}
