import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { EventSummary } from '@/lib/cms/events';
import type { Page } from '@/lib/cms/strapi';
import { addMonths, compareMonths, type YearMonth } from '@/lib/calendar/dates';
import { calendarHref, calendarQuery, isFiltered, withQuery, type CalendarFilters } from '@/lib/calendar/filters';
import { filterChip } from '@/components/forms/filter-fields';
import { Pagination } from '@/components/ui/pagination';
import { CalendarList } from './calendar-list';
import { MonthGrid } from './month-grid';

type Props = {
  locale: Locale;
  path: string;
  filters: CalendarFilters;
  events: Page<EventSummary>;
  month: YearMonth;
  /** The months the month view leads through (those with events): no way on past them. */
  months: { first: YearMonth; last: YearMonth };
};

const switchLink = `${filterChip} px-3`;
const monthLink = 'inline-flex min-h-11 items-center';

/** List or month view of the filtered events, with the switch between them and the way on. */
export async function CalendarResults({ locale, path, filters, events, month, months }: Props) {
  const t = await getTranslations('calendar');
  const grid = filters.view === 'maand';
  const empty = isFiltered(filters) ? t('empty') : t('emptyUpcoming');
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="font-semibold">
          {t('count', { count: events.total })}
        </p>
        <nav aria-label={t('views')} className="flex gap-2">
          <Link href={calendarHref(path, filters, { view: 'lijst' })} aria-current={grid ? undefined : 'page'} className={switchLink}>
            {t('listView')}
          </Link>
          <Link href={calendarHref(path, filters, { view: 'maand' })} aria-current={grid ? 'page' : undefined} className={switchLink}>
            {t('gridView')}
          </Link>
        </nav>
      </div>

      {grid ? (
        <>
          {/* Each month is a page for visitors, not for search engines: they find the events in the list and the sitemap. */}
          <nav aria-label={t('monthNav')} className="mb-3 flex justify-between">
            {compareMonths(month, months.first) > 0 ? (
              <Link href={calendarHref(path, filters, { month: addMonths(month, -1) })} rel="prev nofollow" className={monthLink}>
                {t('previousMonth')}
              </Link>
            ) : (
              <span />
            )}
            {compareMonths(month, months.last) < 0 ? (
              <Link href={calendarHref(path, filters, { month: addMonths(month, 1) })} rel="next nofollow" className={monthLink}>
                {t('nextMonth')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
          <MonthGrid month={month} events={events.items} locale={locale} />
          {events.total > events.items.length && <p className="mt-3">{t('truncated', { total: events.total, shown: events.items.length })}</p>}
        </>
      ) : (
        <>
          {events.items.length === 0 ? <p className="mb-6">{empty}</p> : <CalendarList events={events.items} locale={locale} />}
          <Pagination path={withQuery(path, calendarQuery({ ...filters, page: 1 }))} page={events.page} pageCount={events.pageCount} />
          {!filters.month && (
            <p className="mt-6">
              <Link href={calendarHref(path, filters, { past: !filters.past })}>{filters.past ? t('showUpcoming') : t('showPast')}</Link>
            </p>
          )}
        </>
      )}
    </>
  );
}
