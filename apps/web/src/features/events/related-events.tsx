import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { listEvents, type EventDetail } from '@/lib/cms/events';
import { EventList } from './event-list';

const SHOWN = 3;

/** Upcoming events at the same venue and by the same organiser, each under its own heading. */
export async function RelatedEvents({ event, locale }: { event: EventDetail; locale: Locale }) {
  const t = await getTranslations('event');
  const others = { locale, when: 'upcoming' as const, exclude: [event.documentId], pageSize: SHOWN };
  const [atVenue, byOrganiser] = await Promise.all([
    event.venueId ? listEvents({ ...others, venue: event.venueId }) : null,
    event.organiser ? listEvents({ ...others, organiser: event.organiser.documentId }) : null,
  ]);
  const groups = [
    { id: 'zelfde-locatie', title: event.venue && t('atVenue', { venue: event.venue.name }), events: atVenue?.items ?? [] },
    { id: 'zelfde-organisator', title: event.organiser && t('byOrganiser', { organiser: event.organiser.name }), events: byOrganiser?.items ?? [] },
  ];
  return groups.map(({ id, title, events }) =>
    title && events.length > 0 ? (
      <section key={id} aria-labelledby={id} className="mx-auto mt-12 max-w-6xl">
        <h2 id={id} className="mb-4 text-2xl font-bold">
          {title}
        </h2>
        <EventList events={events} locale={locale} />
      </section>
    ) : null,
  );
}
