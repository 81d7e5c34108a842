import { getLocale, getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { resultTypes } from '@/lib/search/params';
import { Disclosure } from '@/components/ui/disclosure.client';
import { Icon } from '@/components/ui/icon';
import { headerButton } from '@/components/ui/button-styles';
import { DeferredSearchCombobox } from './search-box-deferred.client';

const MAX_SUGGESTIONS = 6;

/**
 * The header's search: a button that opens a GET form to /zoeken under the header (without
 * JavaScript the form is simply there); with JavaScript the field is a combobox that suggests
 * results while the reader types.
 */
export async function SearchBox() {
  const locale = await getLocale();
  const t = await getTranslations('search');
  const typeLabels = Object.fromEntries(resultTypes.map((type) => [type, t(`type.${type}`)]));
  const counts = Array.from({ length: MAX_SUGGESTIONS + 1 }, (_, count) => t('suggestionCount', { count }));
  return (
    <Disclosure
      className="noscript:order-last noscript:basis-full"
      label={
        <>
          <Icon name="lucide:search" className="text-xl" />
          <span className="max-xl:sr-only">{t('submit')}</span>
        </>
      }
      buttonClassName={`${headerButton} px-2 noscript:hidden`}
      panelClassName="search-panel"
      closedClassName="hidden noscript:block"
      focusOnOpen="input"
    >
      <form method="get" action={localisedPath(locale === 'en' ? 'en' : 'nl', paths.search)} role="search" aria-label={t('label')} className="mx-auto flex max-w-3xl items-start gap-2 px-4 py-3">
        <DeferredSearchCombobox locale={locale} label={t('field')} placeholder={t('placeholder')} listLabel={t('suggestions')} typeLabels={typeLabels} counts={counts} />
        <button type="submit" className="min-h-11 shrink-0 rounded bg-secondary px-4 font-semibold text-white hover:bg-secondary-light">
          {t('submit')}
        </button>
      </form>
    </Disclosure>
  );
}
