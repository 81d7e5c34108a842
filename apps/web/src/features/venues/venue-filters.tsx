import { getTranslations } from 'next-intl/server';
import { type Locale, localisedPath, provinces } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { CAPACITY_STEPS, PARAM, type VenueFilters } from '@/lib/venues/filters';
import { facilities, facilitySlugs, venueTypes } from '@/lib/venues/model';

const field = 'block w-full rounded border border-cool-500 bg-white px-2 py-1.5 text-base text-cool-900 dark:bg-cool-800 dark:text-cool-100';

/** The finder's filters as a GET form: it works without JavaScript and leaves them in the URL. */
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
    <form method="get" action={localisedPath(locale, paths.venueFinder)} role="search" aria-label={t('filters')} className="mb-6 rounded border border-cool-200 p-4 dark:border-cool-700">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
          <span className="mb-1 block font-semibold">{t('typeLabel')}</span>
          <select name={PARAM.type} defaultValue={filters.type ?? ''} className={field}>
            <option value="">{t('anyType')}</option>
            {venueTypes.map((type) => (
              <option key={type} value={type}>
                {types(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('capacity')}</span>
          <select name={PARAM.minCapacity} defaultValue={filters.minCapacity ? String(filters.minCapacity) : ''} className={field}>
            <option value="">{t('anyCapacity')}</option>
            {capacityOptions.map((count) => (
              <option key={count} value={String(count)}>
                {t('capacityOption', { count })}
              </option>
            ))}
          </select>
        </label>
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
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className="rounded bg-main px-4 py-2 font-semibold text-cool-900 hover:bg-main-600">
          {t('apply')}
        </button>
        <Link href={paths.venueFinder}>{t('reset')}</Link>
      </div>
    </form>
  );
}
