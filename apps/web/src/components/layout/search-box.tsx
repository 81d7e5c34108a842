import { getLocale, getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { resultTypes } from '@/lib/search/params';
import { SearchCombobox } from './search-box.client';

const MAX_SUGGESTIONS = 6;

/**
 * The header's search: a GET form to /zoeken that works without JavaScript; with it, the field
 * becomes a combobox that suggests results while the reader types.
 */
export async function SearchBox() {
  const locale = await getLocale();
  const t = await getTranslations('search');
  const typeLabels = Object.fromEntries(resultTypes.map((type) => [type, t(`type.${type}`)]));
  const counts = Array.from({ length: MAX_SUGGESTIONS + 1 }, (_, count) => t('suggestionCount', { count }));
  return (
    <form method="get" action={localisedPath(locale === 'en' ? 'en' : 'nl', paths.search)} role="search" aria-label={t('label')} className="flex min-w-0 items-center gap-1">
      <SearchCombobox locale={locale} label={t('field')} placeholder={t('placeholder')} listLabel={t('suggestions')} typeLabels={typeLabels} counts={counts} />
      {/* On small screens Enter submits; the button stays for screen readers and keyboards. */}
      <button type="submit" className="sr-only rounded border border-cool-300 px-2 py-1 font-medium hover:bg-main-100 focus:not-sr-only sm:not-sr-only dark:hover:bg-cool-800">
        {t('submit')}
      </button>
    </form>
  );
}
