import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { Disclosure } from '@/components/ui/disclosure.client';
import { navItems, prefetchFor } from './nav-items';
import { LanguageSwitch } from './language-switch.client';
import { ColourModeSwitch } from './colour-mode-switch.client';
import { UserMenu } from './user-menu';
import { SearchBox } from './search-box';

const linkClass = 'rounded px-2 py-1 font-medium hover:bg-main-100 dark:hover:bg-cool-800';

export async function Header({ logOut }: { logOut: (locale: Locale) => Promise<void> }) {
  const t = await getTranslations('nav');
  const site = await getTranslations('site');
  const header = await getTranslations('header');
  const mode = await getTranslations('colourMode');
  const other = (await getLocale()) === 'nl' ? 'en' : 'nl';
  const otherName = (await getTranslations({ locale: other, namespace: 'header' }))('languageName');
  const modeLabels = { label: mode('label'), light: mode('light'), dark: mode('dark'), system: mode('system') };
  const links = navItems.map(({ key, href }) => (
    <li key={key}>
      <Link href={href} prefetch={prefetchFor(href)} className={linkClass}>
        {t(key)}
      </Link>
    </li>
  ));

  return (
    <header className="border-b-4 border-main bg-white dark:bg-cool-900">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-4">
        <Link href="/" className="shrink-0 text-lg font-extrabold tracking-tight no-underline sm:text-xl">
          <span className="rounded bg-main px-1.5 text-cool-900">Stand</span>plaats
          <span className="sr-only"> {site('tagline')}</span>
        </Link>
        <nav aria-label={t('main')} className="hidden flex-1 lg:block">
          <ul className="flex flex-wrap gap-1">{links}</ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
          <SearchBox />
          <LanguageSwitch locale={other} label={`${header('language')}: ${otherName}`} />
          <div className="hidden sm:block">
            <ColourModeSwitch labels={modeLabels} />
          </div>
          <UserMenu logOut={logOut} />
          <nav aria-label={t('main')} className="lg:hidden">
            <Disclosure
              label={t('menu')}
              buttonClassName="rounded border border-cool-300 px-3 py-1 font-medium"
              panelClassName="absolute right-0 z-20 mt-2 w-56 rounded border border-cool-200 bg-white p-2 shadow-lg dark:border-cool-700 dark:bg-cool-800"
            >
              <ul className="flex flex-col gap-1">{links}</ul>
              <div className="mt-2 border-t border-cool-200 pt-2 sm:hidden dark:border-cool-700">
                <ColourModeSwitch labels={modeLabels} />
              </div>
            </Disclosure>
          </nav>
        </div>
      </div>
    </header>
  );
}
