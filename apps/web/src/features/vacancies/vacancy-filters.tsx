import { getTranslations } from 'next-intl/server';
import { employmentTypes, functionAreas, jobLevels, type Locale, localisedPath, provinces } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { chosenFilters, MAX_KEYWORD } from '@/lib/list-query';
import { FULL_TIME, HOUR_RANGES, PARAM, PART_TIME, type VacancyFilters } from '@/lib/vacancies/filters';
import { FilterForm, FilterSelect, FilterText, type FilterOption } from '@/components/forms/filter-fields';

type Props = { locale: Locale; filters: VacancyFilters; companies: { name: string; slug: string }[] };

/** The job board's filters. */
export async function VacancyFilterForm({ locale, filters, companies }: Props) {
  const [t, provinceNames] = await Promise.all([getTranslations('vacancies'), getTranslations('provinces')]);
  const hourOptions: FilterOption[] = [
    [FULL_TIME, t('fullTime')],
    [PART_TIME, t('partTime')],
    ...HOUR_RANGES.map((range): FilterOption => {
      const [min, max] = range.split('-');
      return [range, t('hourRange', { min: min!, max: max! })];
    }),
  ];
  if (filters.hours && !hourOptions.some(([value]) => value === filters.hours)) hourOptions.push([filters.hours, t('hourRange', { min: filters.hours.split('-')[0]!, max: filters.hours.split('-')[1]! })]);
  const companyOptions = filters.company && !companies.some((c) => c.slug === filters.company) ? [{ name: filters.company, slug: filters.company }, ...companies] : companies;
  return (
    <FilterForm action={localisedPath(locale, paths.vacancies)} label={t('filters')} chosen={chosenFilters(filters)} apply={t('apply')} reset={t('reset')} resetHref={paths.vacancies}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect label={t('functionArea')} name={PARAM.functionArea} value={filters.functionArea} any={t('anyFunctionArea')} options={functionAreas.map((area) => [area, t(`functionAreas.${area}`)])} />
        <FilterSelect label={t('province')} name={PARAM.province} value={filters.province} any={t('anyProvince')} options={provinces.map((province) => [province, provinceNames(province)])} />
        <FilterText label={t('city')} name={PARAM.city} value={filters.city} maxLength={120} type="text" />
        <FilterSelect label={t('hours')} name={PARAM.hours} value={filters.hours} any={t('anyHours')} options={hourOptions} />
        <FilterSelect
          label={t('employmentType')}
          name={PARAM.employmentType}
          value={filters.employmentType}
          any={t('anyEmploymentType')}
          options={employmentTypes.map((type) => [type, t(`employmentTypes.${type}`)])}
        />
        <FilterSelect label={t('level')} name={PARAM.level} value={filters.level} any={t('anyLevel')} options={jobLevels.map((level) => [level, t(`levels.${level}`)])} />
        <FilterSelect label={t('company')} name={PARAM.company} value={filters.company} any={t('anyCompany')} options={companyOptions.map((company) => [company.slug, company.name])} />
        <FilterText label={t('keyword')} name={PARAM.keyword} value={filters.keyword} maxLength={MAX_KEYWORD} />
      </div>
    </FilterForm>
  );
}
