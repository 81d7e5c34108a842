import { getTranslations } from 'next-intl/server';
import { type Locale, localisedPath, provinces, sectors } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { DIRECTORY_PARAM, directoryQuery, withQuery, type DirectoryFilters } from '@/lib/directory/filters';
import { chosenFilters, LETTERS, MAX_CITY, MAX_KEYWORD } from '@/lib/list-query';
import { paths } from '@/lib/paths';
import { FilterForm, filterChip, FilterSelect, FilterText, LetterLinks } from '@/components/forms/filter-fields';

/** The directory's filters. */
export async function DirectoryFilterForm({ locale, filters }: { locale: Locale; filters: DirectoryFilters }) {
  const [t, sectorNames, provinceNames] = await Promise.all([getTranslations('directory'), getTranslations('directory.sectors'), getTranslations('provinces')]);
  return (
    <FilterForm action={localisedPath(locale, paths.directory)} label={t('filters')} chosen={chosenFilters(filters)} apply={t('apply')} reset={t('reset')} resetHref={paths.directory}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect label={t('sector')} name={DIRECTORY_PARAM.sector} value={filters.sector} any={t('anySector')} options={sectors.map((sector) => [sector, sectorNames(sector)])} />
        <FilterSelect label={t('province')} name={DIRECTORY_PARAM.province} value={filters.province} any={t('anyProvince')} options={provinces.map((province) => [province, provinceNames(province)])} />
        <FilterText label={t('city')} name={DIRECTORY_PARAM.city} value={filters.city} maxLength={MAX_CITY} type="text" autoComplete="address-level2" />
        <FilterSelect
          label={t('letter')}
          name={DIRECTORY_PARAM.letter}
          value={filters.letter}
          any={t('anyLetter')}
          options={LETTERS.map((letter) => [letter, letter.toUpperCase()])}
          className="uppercase"
        />
        <FilterText label={t('keyword')} name={DIRECTORY_PARAM.keyword} value={filters.keyword} maxLength={MAX_KEYWORD} />
      </div>
    </FilterForm>
  );
}

/** A to Z and by sector, as plain links that keep the other filters. */
export async function DirectoryIndexes({ filters }: { filters: DirectoryFilters }) {
  const [t, sectorNames] = await Promise.all([getTranslations('directory'), getTranslations('directory.sectors')]);
  const href = (change: Partial<DirectoryFilters>) => withQuery(paths.directory, directoryQuery({ ...filters, ...change, page: 1 }));
  return (
    // One column as wide as the page (`minmax(0, 1fr)`), so a row that scrolls sideways on a phone
    // does not widen it.
    <div className="mb-6 grid grid-cols-1 gap-3">
      <LetterLinks label={t('letters')} current={filters.letter} href={(letter) => href({ letter })} />
      <nav aria-label={t('bySector')}>
        <ul className="chip-row gap-1 text-sm">
          {sectors.map((sector) => (
            <li key={sector}>
              <Link href={href({ sector: filters.sector === sector ? undefined : sector })} aria-current={filters.sector === sector ? 'page' : undefined} className={filterChip}>
                {sectorNames(sector)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
