import { getTranslations } from 'next-intl/server';
import { type Locale, localisedPath, provinces } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { chosenFilters } from '@/lib/list-query';
import { CAPACITY_STEPS, PARAM, type VenueFilters } from '@/lib/venues/filters';
import { facilities, facilitySlugs, venueTypes } from '@/lib/venues/model';
import { FilterForm, FilterSelect } from '@/components/forms/filter-fields';

/** The finder's filters. */
export async function VenueFilterForm({ locale, filters, cities }: { locale: Locale; filters: VenueFilters; cities: string[] }) {
  const [t, types, facilityNames, provinceNames] = await Promise.all([
    getTranslations('venues'),
    getTranslations('venues.type'),
    getTranslations('venues.facility'),
    getTranslations('provinces'),
  ]);
  const cityOptions = filters.city && !cities.includes(filters.city) ? [filters.city, ...cities] : cities;
  const capacityOptions: number[] = [...CAPACITY_STEPS];
  if (filters.minCapacity && !capacityOptions.includes(filters.minCapacity)) capacityOptions.push(filters.minCapacity);
  capacityOptions.sort((a, b) => a - b);
  return (
    <FilterForm action={localisedPath(locale, paths.venueFinder)} label={t('filters')} chosen={chosenFilters(filters)} apply={t('apply')} reset={t('reset')} resetHref={paths.venueFinder}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect label={t('province')} name={PARAM.province} value={filters.province} any={t('anyProvince')} options={provinces.map((province) => [province, provinceNames(province)])} />
        <FilterSelect label={t('city')} name={PARAM.city} value={filters.city} any={t('anyCity')} options={cityOptions.map((city) => [city, city])} />
        <FilterSelect label={t('typeLabel')} name={PARAM.type} value={filters.type} any={t('anyType')} options={venueTypes.map((type) => [type, types(type)])} />
        <FilterSelect
          label={t('capacity')}
          name={PARAM.minCapacity}
          value={filters.minCapacity ? String(filters.minCapacity) : undefined}
          any={t('anyCapacity')}
          options={capacityOptions.map((count) => [String(count), t('capacityOption', { count })])}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="mb-1 font-semibold">{t('facilities')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {facilities.map((facility) => (
            <label key={facility} className="inline-flex items-center gap-2">
              <input type="checkbox" name={PARAM.facility} value={facilitySlugs[facility]} defaultChecked={filters.facilities.includes(facility)} className="h-4 w-4" />
              {facilityNames(facility)}
            </label>
          ))}
        </div>
      </fieldset>
    </FilterForm>
  );
}
