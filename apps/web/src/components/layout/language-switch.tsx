import { getLocale, getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@standplaats/shared';
import { headerButton } from '@/components/ui/button-styles';
import { LanguageLink } from './language-switch.client';

type Props = {
  /** The page the versions are of (a site path without prefix). */
  here: string;
  /** The page's path in each language it exists in, as its hreflang alternates say. */
  paths: Partial<Record<Locale, string>>;
};

/**
 * The header's link to the page in the other language: where the page's hreflang alternate
 * points, else (no version there, or a page whose path is the same in every language) the same path.
 */
export async function LanguageSwitch({ here, paths }: Partial<Props>) {
  const locale = await getLocale();
  const other = locales.find((language) => language !== locale) ?? 'nl';
  const [header, otherHeader] = await Promise.all([getTranslations('header'), getTranslations({ locale: other, namespace: 'header' })]);
  return (
    <LanguageLink
      locale={other}
      name={otherHeader('languageName')}
      label={header('language')}
      version={here && paths?.[other] ? { of: here, path: paths[other] } : undefined}
      className={`${headerButton} px-3 lg:px-2`}
    />
  );
}
