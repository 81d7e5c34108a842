import { z } from 'zod';
import { eventKinds, type EventKind, type Locale } from '@standplaats/shared';
import { cms } from './index';
import { documentFields, listOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const eventSummarySchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  kind: z.enum(eventKinds),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  city: z.string().nullable().optional(),
  venueName: z.string().nullable().optional(),
});

export type EventSummary = {
  documentId: string;
  locale: Locale;
  title: string;
  slug: string;
  kind: EventKind;
  startsAt: string;
  endsAt: string;
  city: string;
  venueName: string;
};

/** Events that have not ended yet, soonest first. */
export async function listUpcomingEvents(locale: Locale, limit = 6, now = new Date()): Promise<EventSummary[]> {
  // Rounded to the hour, so the cached query stays the same for an hour at most.
  const from = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();
  const body = await cms.get('/events', {
    params: {
      locale,
      fields: ['locale', 'title', 'slug', 'kind', 'startsAt', 'endsAt', 'city', 'venueName'],
      filters: { endsAt: { $gte: from } },
      sort: ['startsAt:asc'],
      pagination: { page: 1, pageSize: limit },
    },
    next: { tags: tagsFor('event'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(eventSummarySchema)
    .parse(body)
    .data.map((event) => ({ ...event, city: event.city ?? '', venueName: event.venueName ?? '' }));
}
