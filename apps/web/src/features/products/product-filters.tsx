import { getTranslations } from 'next-intl/server';
import { type Locale, localisedPath, sectors } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { field, submit } from '@/features/companies/directory-filters';
import { MAX_KEYWORD, PRODUCT_PARAM, type ProductFilters } from '@/lib/directory/filters';
import { paths } from '@/lib/paths';

type Props = { locale: Locale; filters: ProductFilters; companies: { documentId: string; name: string }[] };

/** The product guide's filters as a GET form: it works without JavaScript and leaves them in the URL. */
export async function ProductFilterForm({ locale, filters, companies }: Props) {
  const [t, sectorNames] = await Promise.all([getTranslations('productGuide'), getTranslations('directory.sectors')]);
  return (
    <form method="get" action={localisedPath(locale, paths.productGuide)} role="search" aria-label={t('filters')} className="mb-6 rounded border border-cool-200 p-4 dark:border-cool-700">
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="block">
          <span className="mb-1 block font-semibold">{t('category')}</span>
          <select name={PRODUCT_PARAM.category} defaultValue={filters.category ?? ''} className={field}>
            <option value="">{t('anyCategory')}</option>
            {sectors.map((sector) => (
              <option key={sector} value={sector}>
                {sectorNames(sector)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('company')}</span>
          <select name={PRODUCT_PARAM.company} defaultValue={filters.company ?? ''} className={field}>
            <option value="">{t('anyCompany')}</option>
            {companies.map((company) => (
              <option key={company.documentId} value={company.documentId}>
                {company.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{t('keyword')}</span>
          <input type="search" name={PRODUCT_PARAM.keyword} defaultValue={filters.keyword ?? ''} maxLength={MAX_KEYWORD} className={field} />
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={submit}>
          {t('apply')}
        </button>
        <Link href={paths.productGuide}>{t('reset')}</Link>
      </div>
    </form>
  );
}
