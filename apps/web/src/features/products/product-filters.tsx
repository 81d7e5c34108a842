import { getTranslations } from 'next-intl/server';
import { type Locale, localisedPath, sectors } from '@standplaats/shared';
import { PRODUCT_PARAM, type ProductFilters } from '@/lib/directory/filters';
import { chosenFilters, MAX_KEYWORD } from '@/lib/list-query';
import { paths } from '@/lib/paths';
import { FilterForm, FilterSelect, FilterText } from '@/components/forms/filter-fields';

type Props = { locale: Locale; filters: ProductFilters; companies: { documentId: string; name: string }[] };

/** The product guide's filters. */
export async function ProductFilterForm({ locale, filters, companies }: Props) {
  const [t, sectorNames] = await Promise.all([getTranslations('productGuide'), getTranslations('directory.sectors')]);
  return (
    <FilterForm action={localisedPath(locale, paths.productGuide)} label={t('filters')} chosen={chosenFilters(filters)} apply={t('apply')} reset={t('reset')} resetHref={paths.productGuide}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterSelect label={t('category')} name={PRODUCT_PARAM.category} value={filters.category} any={t('anyCategory')} options={sectors.map((sector) => [sector, sectorNames(sector)])} />
        <FilterSelect label={t('company')} name={PRODUCT_PARAM.company} value={filters.company} any={t('anyCompany')} options={companies.map((company) => [company.documentId, company.name])} />
        <FilterText label={t('keyword')} name={PRODUCT_PARAM.keyword} value={filters.keyword} maxLength={MAX_KEYWORD} />
      </div>
    </FilterForm>
  );
}
