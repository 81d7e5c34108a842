import { getLocale, getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@standplaats/shared';
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
      className="inline-flex min-h-11 items-center rounded px-3 font-semibold lg:px-2 text-cool-900 no-underline hover:bg-main-100 dark:text-cool-100 dark:hover:bg-cool-800"
    />
  );
}
