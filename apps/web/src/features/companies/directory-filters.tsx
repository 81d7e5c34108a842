import { getTranslations } from 'next-intl/server';
import { type Locale, localisedPath, provinces, sectors } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { DIRECTORY_PARAM, directoryQuery, LETTERS, MAX_CITY, MAX_KEYWORD, withQuery, type DirectoryFilters } from '@/lib/directory/filters';
import { paths } from '@/lib/paths';

export const field = 'block w-full rounded border border-cool-500 bg-white px-2 py-1.5 text-base text-cool-900 dark:bg-cool-800 dark:text-cool-100';
export const submit = 'rounded bg-main px-4 py-2 font-semibold text-cool-900 hover:bg-main-600';

/** The directory's filters as a GET form: it works without JavaScript and leaves them in the URL. */
export async function DirectoryFilterForm({ locale, filters }: { locale: Locale; filters: DirectoryFilters }) {
  const [t, sectorNames, provinceNames] = await Promise.all([getTranslations('directory'), getTranslations('directory.sectors'), getTranslations('provinces')]);
  return (
    <form method="get" action={localisedPath(locale, paths.directory)} role="search" aria-label={t('filters')} className="mb-6 rounded border border-cool-200 p-4 dark:border-cool-700">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <label className="block">
          <span className="mb-1 block font-semibold">{t('sector')}</span>
          <select name={DIRECTORY_PARAM.sector} defaultValue={filters.sector ?? ''} className={field}>
            <option value="">{t('anySector')}</option>
            {sectors.map((sector) => (
              <option key={sector} value={sector}>
                {sectorNames(sector)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('province')}</span>
          <select name={DIRECTORY_PARAM.province} defaultValue={filters.province ?? ''} className={field}>
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
          <input type="text" name={DIRECTORY_PARAM.city} defaultValue={filters.city ?? ''} maxLength={MAX_CITY} autoComplete="address-level2" className={field} />
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('letter')}</span>
          <select name={DIRECTORY_PARAM.letter} defaultValue={filters.letter ?? ''} className={`${field} uppercase`}>
            <option value="">{t('anyLetter')}</option>
            {LETTERS.map((letter) => (
              <option key={letter} value={letter}>
                {letter.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('keyword')}</span>
          <input type="search" name={DIRECTORY_PARAM.keyword} defaultValue={filters.keyword ?? ''} maxLength={MAX_KEYWORD} className={field} />
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={submit}>
          {t('apply')}
        </button>
        <Link href={paths.directory}>{t('reset')}</Link>
      </div>
    </form>
  );
}

const chip = 'inline-block min-w-8 rounded border border-cool-300 px-2 py-1 text-center no-underline aria-[current=page]:bg-secondary aria-[current=page]:text-white';

/** A to Z and by sector, as plain links that keep the other filters. */
export async function DirectoryIndexes({ filters }: { filters: DirectoryFilters }) {
  const [t, sectorNames] = await Promise.all([getTranslations('directory'), getTranslations('directory.sectors')]);
  const href = (change: Partial<DirectoryFilters>) => withQuery(paths.directory, directoryQuery({ ...filters, ...change, page: 1 }));
  return (
    <div className="mb-6 grid gap-3">
      <nav aria-label={t('letters')}>
        <ul className="flex flex-wrap gap-1">
          {LETTERS.map((letter) => (
            <li key={letter}>
              <Link href={href({ letter: filters.letter === letter ? undefined : letter })} aria-current={filters.letter === letter ? 'page' : undefined} className={`${chip} uppercase`}>
                {letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('bySector')}>
        <ul className="flex flex-wrap gap-1 text-sm">
          {sectors.map((sector) => (
            <li key={sector}>
              <Link href={href({ sector: filters.sector === sector ? undefined : sector })} aria-current={filters.sector === sector ? 'page' : undefined} className={chip}>
                {sectorNames(sector)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
