import { getTranslations } from 'next-intl/server';
import { sectors, type Locale, localisedPath } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { PlanHall } from '@/lib/cms/exhibitors';
import { EXHIBITOR_PARAM, exhibitorQuery, LETTERS, MAX_KEYWORD, withQuery, type ExhibitorFilters } from '@/lib/exhibitors/filters';
import { field, submit } from '@/features/companies/directory-filters';

type Props = { locale: Locale; path: string; filters: ExhibitorFilters; halls: PlanHall[] };

/** A fair's exhibitor filters as a GET form: it works without JavaScript and leaves them in the URL. */
export async function ExhibitorFilterForm({ locale, path, filters, halls }: Props) {
  const [t, sectorNames] = await Promise.all([getTranslations('exhibitors'), getTranslations('directory.sectors')]);
  const select = (name: string, label: string, any: string, value: string | undefined, options: { value: string; label: string }[]) => (
    <label className="block">
      <span className="mb-1 block font-semibold">{label}</span>
      <select name={name} defaultValue={value ?? ''} className={field}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  const sectorOptions = sectors.map((sector) => ({ value: sector, label: sectorNames(sector) }));
  return (
    <form method="get" action={localisedPath(locale, path)} role="search" aria-label={t('filters')} className="mb-6 rounded border border-cool-200 p-4 dark:border-cool-700">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {select(EXHIBITOR_PARAM.hall, t('hall'), t('anyHall'), filters.hall, halls.map((hall) => ({ value: hall.code, label: hall.name })))}
        {select(EXHIBITOR_PARAM.sector, t('sector'), t('anySector'), filters.sector, sectorOptions)}
        {select(EXHIBITOR_PARAM.category, t('category'), t('anyCategory'), filters.category, sectorOptions)}
        {select(EXHIBITOR_PARAM.letter, t('letter'), t('anyLetter'), filters.letter, LETTERS.map((letter) => ({ value: letter, label: letter.toUpperCase() })))}
        <label className="block">
          <span className="mb-1 block font-semibold">{t('keyword')}</span>
          <input type="search" name={EXHIBITOR_PARAM.keyword} defaultValue={filters.keyword ?? ''} maxLength={MAX_KEYWORD} className={field} />
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={submit}>
          {t('apply')}
        </button>
        <Link href={path}>{t('reset')}</Link>
      </div>
    </form>
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
