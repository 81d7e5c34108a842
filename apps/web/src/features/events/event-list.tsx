import { getTranslations } from 'next-intl/server';
import type { EventKind, EventStatus, Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { EventSummary } from '@/lib/cms/events';
import { formatDateRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { placeOf } from '@/lib/calendar/place';

type EventTeaser = { slug: string; title: string; kind: EventKind; startsAt: string; endsAt: string; city?: string | null; venueName?: string | null; status?: EventStatus };

/** "Geannuleerd" and the like, for an event that does not go ahead as planned. */
export async function StatusBadge({ status }: { status?: EventStatus }) {
  if (!status || status === 'scheduled') return null;
  const t = await getTranslations('event.status');
  return <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">{t(status)}</span>;
}

/** A list of events with kind, title, dates and place; the heading is the caller's. */
export async function EventList({ events, locale, empty, headingLevel = 3 }: { events: EventTeaser[]; locale: Locale; empty?: string; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('home');
  const kinds = await getTranslations('event.kind');
  if (events.length === 0) return <p>{empty ?? t('noEvents')}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-3 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))]">
      {events.map((event) => (
        <li key={event.slug} className="card-compact">
          <p className="event-kind">
            {kinds(event.kind)}
            <StatusBadge status={event.status} />
          </p>
          <Heading className="font-semibold">
            <Link href={paths.event(event.slug)}>{event.title}</Link>
          </Heading>
          <p className="text-sm">
            <time dateTime={event.startsAt}>{formatDateRange(event.startsAt, event.endsAt, locale)}</time>
            {placeOf(event) && <>, {placeOf(event)}</>}
          </p>
        </li>
      ))}
    </ul>
  );
}

export async function UpcomingEvents({ events, locale }: { events: EventSummary[]; locale: Locale }) {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="komende-evenementen">
      <h2 id="komende-evenementen" className="mb-4 text-2xl font-bold">
        {t('upcomingEvents')}
      </h2>
      <EventList events={events} locale={locale} />
    </section>
  );
}
