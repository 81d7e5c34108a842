import { notFound } from 'next/navigation';
import type { Locale } from '@standplaats/shared';
import { countExhibitors } from '@/lib/cms/exhibitors';
import { queryString, withQuery, type SearchParams } from '@/lib/list-query';
import { findEvent } from '@/features/events/find-event';

/**
 * The fair a `/kalender/{slug}/…` page of exhibitors belongs to, and how many it has: a 404 for an
 * unknown event and for one without exhibitors (its event page shows no links to these pages). The
 * other language's slug moves to the page at `path` with the same query (the filters, a share link).
 */
export async function findFair(slug: string, locale: Locale, path: (slug: string) => string, given: SearchParams) {
  const event = await findEvent(slug, locale, (other) => withQuery(path(other), queryString(given)));
  const count = await countExhibitors(event.documentId);
  if (count === 0) notFound();
  return { event, count };
}
