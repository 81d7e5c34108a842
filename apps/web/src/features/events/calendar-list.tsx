import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { EventSummary } from '@/lib/cms/events';
import { formatDateRange, formatMonth, TIME_ZONE } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatYearMonth, monthOf } from '@/lib/calendar/dates';
import { StatusBadge } from './event-list';
import { placeOf } from '@/lib/calendar/place';

/** Consecutive events grouped by the Amsterdam month they start in, in list order. */
function byMonth(events: EventSummary[]) {
  const groups: { key: string; year: number; month: number; events: EventSummary[] }[] = [];
  for (const event of events) {
    const month = monthOf(new Date(event.startsAt));
    const key = formatYearMonth(month);
    if (groups.at(-1)?.key !== key) groups.push({ key, ...month, events: [] });
    groups.at(-1)!.events.push(event);
  }
  return groups;
}

/** The calendar's list view: a heading per month, then each event with kind, dates and place. */
export async function CalendarList({ events, locale }: { events: EventSummary[]; locale: Locale }) {
  const kinds = await getTranslations('event.kind');
  const day = new Intl.DateTimeFormat(localeTags[locale], { day: 'numeric', timeZone: TIME_ZONE });
  const weekday = new Intl.DateTimeFormat(localeTags[locale], { weekday: 'short', timeZone: TIME_ZONE });
  return byMonth(events).map((group) => (
    <section key={group.key} aria-labelledby={`maand-${group.key}`} className="mb-8">
      <h2 id={`maand-${group.key}`} className="mb-3 border-b border-cool-200 pb-1 text-xl font-bold capitalize dark:border-cool-700">
        {formatMonth(group.year, group.month, locale)}
      </h2>
      <ol className="grid gap-4">
        {group.events.map((event) => (
          <li key={event.documentId} className="flex gap-4">
            {/* The dates follow in words; this is the eye's shortcut. */}
            <div aria-hidden="true" className="date-tile">
              <span className="date-tile-weekday">{weekday.format(new Date(event.startsAt))}</span>
              <span className="date-tile-day">{day.format(new Date(event.startsAt))}</span>
            </div>
            <div className="min-w-0">
              <p className="event-kind">
                {kinds(event.kind)}
                <StatusBadge status={event.status} />
              </p>
              <h3 className="teaser-title">
                <Link href={paths.event(event.slug)}>{event.title}</Link>
              </h3>
              <p className="text-sm text-cool-700 dark:text-cool-300">
                <time dateTime={event.startsAt}>{formatDateRange(event.startsAt, event.endsAt, locale)}</time>
                {placeOf(event) && <>, {placeOf(event)}</>}
              </p>
              {event.description && <p className="mt-1 line-clamp-2">{event.description}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  ));
}
