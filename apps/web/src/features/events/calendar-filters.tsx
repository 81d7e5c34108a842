import { getTranslations } from 'next-intl/server';
import { type EventKind, eventKinds, type Locale, localisedPath, provinces } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { formatMonth } from '@/lib/format';
import { addMonths, formatYearMonth, monthOf, type YearMonth } from '@/lib/calendar/dates';
import { MAX_KEYWORD, PARAM, PAST, type CalendarFilters } from '@/lib/calendar/filters';

const MONTHS_LISTED = 18;

/** The months to choose from: the coming ones (or, for past events, the last ones), and the chosen one. */
function monthOptions(filters: CalendarFilters, now: Date): YearMonth[] {
  const current = monthOf(now);
  const months = Array.from({ length: MONTHS_LISTED }, (_, i) => addMonths(current, filters.past ? -i : i));
  const chosen = filters.month;
  if (chosen && !months.some((m) => formatYearMonth(m) === formatYearMonth(chosen))) months.unshift(chosen);
  return months;
}

const field = 'block w-full rounded border border-cool-500 bg-white px-2 py-1.5 text-base text-cool-900 dark:bg-cool-800 dark:text-cool-100';

type Props = {
  locale: Locale;
  /** The page the form belongs to: /kalender or one of the agendas. */
  path: string;
  filters: CalendarFilters;
  /** An agenda's own kind, which is not for choosing. */
  fixedKind?: EventKind;
  cities: string[];
  now: Date;
};

/**
 * The filters as a GET form: it works without JavaScript and leaves them in the URL. The view
 * and the past/upcoming choice ride along as hidden fields, so filtering keeps them.
 */
export async function CalendarFilterForm({ locale, path, filters, fixedKind, cities, now }: Props) {
  const [t, kinds, provinceNames] = await Promise.all([getTranslations('calendar'), getTranslations('event.kind'), getTranslations('provinces')]);
  const cityOptions = filters.city && !cities.includes(filters.city) ? [filters.city, ...cities] : cities;
  return (
    <form method="get" action={localisedPath(locale, path)} role="search" aria-label={t('filters')} className="mb-6 rounded border border-cool-200 p-4 dark:border-cool-700">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {fixedKind ? (
          <p className="self-end font-semibold">{t('fixedKind', { kind: kinds(fixedKind) })}</p>
        ) : (
          <label className="block">
            <span className="mb-1 block font-semibold">{t('kind')}</span>
            <select name={PARAM.kind} defaultValue={filters.kind ?? ''} className={field}>
              <option value="">{t('anyKind')}</option>
              {eventKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kinds(kind)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="block">
          <span className="mb-1 block font-semibold">{t('month')}</span>
          <select name={PARAM.month} defaultValue={filters.month ? formatYearMonth(filters.month) : ''} className={`${field} capitalize`}>
            <option value="">{t('anyMonth')}</option>
            {monthOptions(filters, now).map((month) => (
              <option key={formatYearMonth(month)} value={formatYearMonth(month)}>
                {formatMonth(month.year, month.month, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('province')}</span>
          <select name={PARAM.province} defaultValue={filters.province ?? ''} className={field}>
            <option value="">{t('anyProvince')}</option>
            {provinces.map((province) => (
              <option key={province} value={province}>
                {provinceNames(province)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('city')}</span>
          <select name={PARAM.city} defaultValue={filters.city ?? ''} className={field}>
            <option value="">{t('anyCity')}</option>
            {cityOptions.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('keyword')}</span>
          <input type="search" name={PARAM.keyword} defaultValue={filters.keyword ?? ''} maxLength={MAX_KEYWORD} className={field} />
        </label>
      </div>
      {filters.view !== 'lijst' && <input type="hidden" name={PARAM.view} value={filters.view} />}
      {filters.past && filters.view === 'lijst' && <input type="hidden" name={PARAM.period} value={PAST} />}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className="rounded bg-main px-4 py-2 font-semibold text-cool-900 hover:bg-main-600">
          {t('apply')}
        </button>
        <Link href={path}>{t('reset')}</Link>
      </div>
    </form>
  );
}
