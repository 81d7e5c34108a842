import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { EventSummary } from '@/lib/cms/events';
import { formatDateRange } from '@/lib/format';

/** A list of events with kind, title, dates and place; the heading is the caller's. */
export async function EventList({ events, locale }: { events: EventSummary[]; locale: Locale }) {
  const t = await getTranslations('home');
  const kinds = await getTranslations('event.kind');
  if (events.length === 0) return <p>{t('noEvents')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {events.map((event) => (
        <li key={event.documentId} className="rounded border border-cool-200 p-3 dark:border-cool-700">
          <p className="text-xs font-semibold uppercase tracking-wide text-main-800 dark:text-main">
            {kinds(event.kind)}
          </p>
          <h3 className="font-semibold">
            <Link href={`/kalender/${event.slug}`}>{event.title}</Link>
          </h3>
          <p className="text-sm">
            <time dateTime={event.startsAt}>{formatDateRange(event.startsAt, event.endsAt, locale)}</time>
            {event.city && <>, {[event.venueName, event.city].filter(Boolean).join(', ')}</>}
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
