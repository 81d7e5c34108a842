import { getTranslations } from 'next-intl/server';
import { sectors, type Locale, localisedPath } from '@standplaats/shared';
import type { PlanHall } from '@/lib/cms/exhibitors';
import { EXHIBITOR_PARAM, exhibitorQuery, withQuery, type ExhibitorFilters } from '@/lib/exhibitors/filters';
import { chosenFilters, LETTERS, MAX_KEYWORD } from '@/lib/list-query';
import { FilterForm, FilterSelect, FilterText, LetterLinks, type FilterOption } from '@/components/forms/filter-fields';

type Props = { locale: Locale; path: string; filters: ExhibitorFilters; halls: PlanHall[] };

/** A fair's exhibitor filters. */
export async function ExhibitorFilterForm({ locale, path, filters, halls }: Props) {
  const [t, sectorNames] = await Promise.all([getTranslations('exhibitors'), getTranslations('directory.sectors')]);
  const sectorOptions = sectors.map((sector): FilterOption => [sector, sectorNames(sector)]);
  return (
    <FilterForm action={localisedPath(locale, path)} label={t('filters')} chosen={chosenFilters(filters)} apply={t('apply')} reset={t('reset')} resetHref={path}>
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

/** A to Z as plain links that keep the other filters; on a phone the form's letter choice does it in less room. */
export async function ExhibitorLetters({ path, filters }: { path: string; filters: ExhibitorFilters }) {
  const t = await getTranslations('exhibitors');
  return (
    <LetterLinks
      label={t('letters')}
      current={filters.letter}
      href={(letter) => withQuery(path, exhibitorQuery({ ...filters, letter, page: 1 }))}
      className="mb-6 hidden sm:block"
    />
  );
}
