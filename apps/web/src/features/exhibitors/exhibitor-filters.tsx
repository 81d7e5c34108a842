import { getTranslations } from 'next-intl/server';
import { sectors, type Locale, localisedPath } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { PlanHall } from '@/lib/cms/exhibitors';
import { EXHIBITOR_PARAM, exhibitorQuery, withQuery, type ExhibitorFilters } from '@/lib/exhibitors/filters';
import { LETTERS, MAX_KEYWORD } from '@/lib/list-query';
import { FilterForm, FilterSelect, FilterText, type FilterOption } from '@/components/forms/filter-fields';

type Props = { locale: Locale; path: string; filters: ExhibitorFilters; halls: PlanHall[] };

/** A fair's exhibitor filters. */
export async function ExhibitorFilterForm({ locale, path, filters, halls }: Props) {
  const [t, sectorNames] = await Promise.all([getTranslations('exhibitors'), getTranslations('directory.sectors')]);
  const sectorOptions = sectors.map((sector): FilterOption => [sector, sectorNames(sector)]);
  return (
    <FilterForm action={localisedPath(locale, path)} label={t('filters')} apply={t('apply')} reset={t('reset')} resetHref={path}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect label={t('hall')} name={EXHIBITOR_PARAM.hall} value={filters.hall} any={t('anyHall')} options={halls.map((hall) => [hall.code, hall.name])} />
        <FilterSelect label={t('sector')} name={EXHIBITOR_PARAM.sector} value={filters.sector} any={t('anySector')} options={sectorOptions} />
        <FilterSelect label={t('category')} name={EXHIBITOR_PARAM.category} value={filters.category} any={t('anyCategory')} options={sectorOptions} />
        <FilterSelect label={t('letter')} name={EXHIBITOR_PARAM.letter} value={filters.letter} any={t('anyLetter')} options={LETTERS.map((letter) => [letter, letter.toUpperCase()])} />
        <FilterText label={t('keyword')} name={EXHIBITOR_PARAM.keyword} value={filters.keyword} maxLength={MAX_KEYWORD} />
      </div>
    </FilterForm>
  );
}

const chip = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-cool-300 px-2 uppercase no-underline aria-[current=page]:bg-secondary aria-[current=page]:text-white';

/** A to Z as plain links that keep the other filters; on a phone the form's letter choice does it in less room. */
export async function ExhibitorLetters({ path, filters }: { path: string; filters: ExhibitorFilters }) {
  const t = await getTranslations('exhibitors');
  return (
    <nav aria-label={t('letters')} className="mb-6 hidden sm:block">
      <ul className="flex flex-wrap gap-1">
        {LETTERS.map((letter) => (
          <li key={letter}>
            <Link
              href={withQuery(path, exhibitorQuery({ ...filters, letter: filters.letter === letter ? undefined : letter, page: 1 }))}
              aria-current={filters.letter === letter ? 'page' : undefined}
              className={chip}
            >
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
