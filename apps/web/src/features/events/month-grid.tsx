import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { EventSummary } from '@/lib/cms/events';
import { formatMonth } from '@/lib/format';
import { paths } from '@/lib/paths';
import { amsterdamInstant, daysOf, formatYearMonth, monthWeeks, type YearMonth } from '@/lib/calendar/dates';
import { StatusBadge } from './event-list';

/** The events on each Amsterdam day (`2027-03-05`); a multi-day event is on each of its days. */
function eventsByDay(events: EventSummary[]) {
  const days = new Map<string, EventSummary[]>();
  for (const event of events) {
    for (const day of daysOf(event.startsAt, event.endsAt)) days.set(day, [...(days.get(day) ?? []), event]);
  }
  return days;
}

/**
 * The month view: a table of weeks from Monday. A day with events holds them as a list named
 * after the day, so a screen reader hears "donderdag 12 maart 2027, lijst, 2 items".
 */
export async function MonthGrid({ month, events, locale }: { month: YearMonth; events: EventSummary[]; locale: Locale }) {
  const t = await getTranslations('calendar');
  const onDay = eventsByDay(events);
  const tag = localeTags[locale];
  const longDay = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'Europe/Amsterdam' });
  // 4-10 January 2027 is a Monday to Sunday: the column headers in the reader's language.
  const weekdays = Array.from({ length: 7 }, (_, i) => amsterdamInstant(2027, 1, 4 + i, 12));
  const short = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'Europe/Amsterdam' });
  const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'Europe/Amsterdam' });
  const prefix = formatYearMonth(month);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[42rem] table-fixed border-collapse text-sm">
        <caption className="mb-2 text-left text-xl font-bold capitalize">{formatMonth(month.year, month.month, locale)}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" className="border border-cool-200 bg-cool-100 p-1 font-semibold dark:border-cool-700 dark:bg-cool-800">
                <abbr title={long.format(day)} className="no-underline">
                  {short.format(day)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, i) => {
                if (day === null) return <td key={`leeg-${i}`} className="border border-cool-200 bg-cool-50 dark:border-cool-700 dark:bg-cool-900" />;
                const key = `${prefix}-${String(day).padStart(2, '0')}`;
                const events = onDay.get(key) ?? [];
                return (
                  <td key={key} className="h-24 border border-cool-200 p-1 align-top dark:border-cool-700">
                    <time dateTime={key} className="block text-right font-semibold">
                      {day}
                    </time>
                    {events.length > 0 && (
                      <ul aria-label={t('eventsOn', { day: longDay.format(amsterdamInstant(month.year, month.month, day, 12)) })} className="grid gap-1">
                        {events.map((event) => (
                          <li key={event.documentId} className="rounded bg-main-100 px-1 text-cool-900">
                            <Link href={paths.event(event.slug)} className="block break-words text-cool-900 dark:text-cool-900">
                              {event.title}
                            </Link>
                            <StatusBadge status={event.status} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
