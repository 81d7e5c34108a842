import { getTranslations } from 'next-intl/server';
import { employmentTypes, functionAreas, jobLevels, type Locale, localisedPath, provinces } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { FULL_TIME, HOUR_RANGES, MAX_KEYWORD, PARAM, PART_TIME, type VacancyFilters } from '@/lib/vacancies/filters';

const field = 'block w-full rounded border border-cool-500 bg-white px-2 py-1.5 text-base text-cool-900 dark:bg-cool-800 dark:text-cool-100';

type Props = { locale: Locale; filters: VacancyFilters; companies: { name: string; slug: string }[] };

/** The job board's filters as a GET form: it works without JavaScript and leaves them in the URL. */
export async function VacancyFilterForm({ locale, filters, companies }: Props) {
  const [t, provinceNames] = await Promise.all([getTranslations('vacancies'), getTranslations('provinces')]);
  const hourOptions: [string, string][] = [
    [FULL_TIME, t('fullTime')],
    [PART_TIME, t('partTime')],
    ...HOUR_RANGES.map((range): [string, string] => {
      const [min, max] = range.split('-');
      return [range, t('hourRange', { min: min!, max: max! })];
    }),
  ];
  if (filters.hours && !hourOptions.some(([value]) => value === filters.hours)) hourOptions.push([filters.hours, t('hourRange', { min: filters.hours.split('-')[0]!, max: filters.hours.split('-')[1]! })]);
  const companyOptions = filters.company && !companies.some((c) => c.slug === filters.company) ? [{ name: filters.company, slug: filters.company }, ...companies] : companies;
  const select = (name: string, label: string, any: string, value: string | undefined, options: [string, string][]) => (
    <label className="block">
      <span className="mb-1 block font-semibold">{label}</span>
      <select name={name} defaultValue={value ?? ''} className={field}>
        <option value="">{any}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="get" action={localisedPath(locale, paths.vacancies)} role="search" aria-label={t('filters')} className="mb-6 rounded border border-cool-200 p-4 dark:border-cool-700">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {select(PARAM.functionArea, t('functionArea'), t('anyFunctionArea'), filters.functionArea, functionAreas.map((a) => [a, t(`functionAreas.${a}`)]))}
        {select(PARAM.province, t('province'), t('anyProvince'), filters.province, provinces.map((p) => [p, provinceNames(p)]))}
        <label className="block">
          <span className="mb-1 block font-semibold">{t('city')}</span>
          <input type="text" name={PARAM.city} defaultValue={filters.city ?? ''} maxLength={120} className={field} />
        </label>
        {select(PARAM.hours, t('hours'), t('anyHours'), filters.hours, hourOptions)}
        {select(PARAM.employmentType, t('employmentType'), t('anyEmploymentType'), filters.employmentType, employmentTypes.map((e) => [e, t(`employmentTypes.${e}`)]))}
        {select(PARAM.level, t('level'), t('anyLevel'), filters.level, jobLevels.map((l) => [l, t(`levels.${l}`)]))}
        {select(PARAM.company, t('company'), t('anyCompany'), filters.company, companyOptions.map((c) => [c.slug, c.name]))}
        <label className="block">
          <span className="mb-1 block font-semibold">{t('keyword')}</span>
          <input type="search" name={PARAM.keyword} defaultValue={filters.keyword ?? ''} maxLength={MAX_KEYWORD} className={field} />
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className="rounded bg-main px-4 py-2 font-semibold text-cool-900 hover:bg-main-600">
          {t('apply')}
        </button>
        <Link href={paths.vacancies}>{t('reset')}</Link>
      </div>
    </form>
  );
}
