import type { Locale } from '@standplaats/shared';
import type { EventSummary } from '@/lib/cms/events';
import type { IcsEvent } from '@/lib/calendar/ics';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '@/lib/seo/metadata';

/** An event as an entry of a calendar file; its URL is its page on the site. */
export const icsEntry = (event: EventSummary, locale: Locale, { category, location }: { category: string; location: string }): IcsEvent => ({
  documentId: event.documentId,
  title: event.title,
  description: event.description,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  status: event.status,
  location,
  url: absoluteUrl(locale, paths.event(event.slug)),
  updatedAt: event.updatedAt,
  category,
});
