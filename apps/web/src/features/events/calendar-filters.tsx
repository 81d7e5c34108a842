import { getTranslations } from 'next-intl/server';
import { type EventKind, eventKinds, type Locale, localisedPath, provinces } from '@standplaats/shared';
import { formatMonth } from '@/lib/format';
import { addMonths, formatYearMonth, monthOf, type YearMonth } from '@/lib/calendar/dates';
import { PARAM, PAST, shownMonth, type CalendarFilters } from '@/lib/calendar/filters';
import { MAX_KEYWORD } from '@/lib/list-query';
import { FilterForm, FilterSelect, FilterText } from '@/components/forms/filter-fields';

const MONTHS_LISTED = 18;

/** The months to choose from: the coming ones (or, for past events, the last ones), and the chosen one. */
function monthOptions(filters: CalendarFilters, now: Date): YearMonth[] {
  const current = monthOf(now);
  const months = Array.from({ length: MONTHS_LISTED }, (_, i) => addMonths(current, filters.past ? -i : i));
  const chosen = filters.month;
  if (chosen && !months.some((m) => formatYearMonth(m) === formatYearMonth(chosen))) months.unshift(chosen);
  return months;
}

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

/** The calendar's filters. The view and the past/upcoming choice ride along as hidden fields, so filtering keeps them. */
export async function CalendarFilterForm({ locale, path, filters, fixedKind, cities, now }: Props) {
  const [t, kinds, provinceNames] = await Promise.all([getTranslations('calendar'), getTranslations('event.kind'), getTranslations('provinces')]);
  const cityOptions = filters.city && !cities.includes(filters.city) ? [filters.city, ...cities] : cities;
  // The month view always shows one month: the select says which, and has no "all months".
  const grid = filters.view === 'maand';
  const month = grid ? shownMonth(filters, now) : filters.month;
  // What its own fields chose: the month a month view shows is where the visitor is, not a filter.
  const chosen = [!fixedKind && filters.kind, !grid && filters.month, filters.province, filters.city, filters.keyword].filter(Boolean).length;
  return (
    <FilterForm action={localisedPath(locale, path)} label={t('filters')} chosen={chosen} apply={t('apply')} reset={t('reset')} resetHref={path}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {fixedKind ? (
          <p className="self-end">
            <span className="mb-1 block font-semibold">{t('kind')}</span>
            <span className="inline-block rounded-full border border-cool-400 px-3 py-1">{kinds(fixedKind)}</span>
          </p>
        ) : (
          <FilterSelect label={t('kind')} name={PARAM.kind} value={filters.kind} any={t('anyKind')} options={eventKinds.map((kind) => [kind, kinds(kind)])} />
        )}
        <FilterSelect
          label={t('month')}
          name={PARAM.month}
          value={month ? formatYearMonth(month) : undefined}
          any={grid ? undefined : t('anyMonth')}
          options={monthOptions(filters, now).map((month) => [formatYearMonth(month), formatMonth(month.year, month.month, locale)])}
          className="capitalize"
        />
        <FilterSelect label={t('province')} name={PARAM.province} value={filters.province} any={t('anyProvince')} options={provinces.map((province) => [province, provinceNames(province)])} />
        <FilterSelect label={t('city')} name={PARAM.city} value={filters.city} any={t('anyCity')} options={cityOptions.map((city) => [city, city])} />
        <FilterText label={t('keyword')} name={PARAM.keyword} value={filters.keyword} maxLength={MAX_KEYWORD} />
      </div>
      {grid && <input type="hidden" name={PARAM.view} value={filters.view} />}
      {filters.past && filters.view === 'lijst' && <input type="hidden" name={PARAM.period} value={PAST} />}
    </FilterForm>
  );
}
