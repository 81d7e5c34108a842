import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Disclosure } from '@/components/ui/disclosure.client';
import { Icon } from '@/components/ui/icon';
import { headerButton, menuItem } from '@/components/ui/button-styles';
import { DeferredColourModeSwitch } from './colour-mode-switch-deferred.client';
import { navItems } from './nav-items';
import { SearchBox } from './search-box';

export type HeaderProps = {
  /** The link to this page in the other language (the route's `@languages` slot). */
  languageSwitch: ReactNode;
  /** The log-in link, or the signed-in member's menu. */
  userMenu: ReactNode;
};

/**
 * The site's header. On a phone: the logo, a search button and the menu, which holds the
 * navigation, the language, the colour mode and the log-in. From 1024 px: the navigation on one
 * line and those controls beside it. Without JavaScript the search form and the menu are open.
 */
export async function Header({ languageSwitch, userMenu }: HeaderProps) {
  const [t, site, mode] = await Promise.all([getTranslations('nav'), getTranslations('site'), getTranslations('colourMode')]);
  const modeLabels = { label: mode('label'), light: mode('light'), dark: mode('dark'), system: mode('system') };
  const modeIcons = { light: <Icon name="lucide:sun" />, dark: <Icon name="lucide:moon" />, system: <Icon name="lucide:monitor" /> };
  const links = (className: string) =>
    navItems.map(({ key, href }) => (
      <li key={key}>
        <Link href={href} className={className}>
          {t(key)}
        </Link>
      </li>
    ));

  return (
    <header className="relative border-b-4 border-main bg-white dark:bg-cool-900 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 px-4 py-1.5 lg:flex-nowrap">
        <Link href="/" className="site-logo">
          {/* One flex item, so the name reads "Standplaats", not "Stand plaats". */}
          <span>
            <span className="rounded bg-main px-1.5 text-cool-900">Stand</span>plaats
          </span>
          <span className="sr-only"> {site('tagline')}</span>
        </Link>
        <nav aria-label={t('main')} className="hidden min-w-0 flex-1 lg:block">
          <ul className="flex whitespace-nowrap">{links('nav-link')}</ul>
        </nav>
        <SearchBox />
        <Disclosure
          className="relative lg:contents noscript:order-last noscript:basis-full"
          label={
            <>
              <Icon name="lucide:menu" className="text-xl" />
              {t('menu')}
            </>
          }
          buttonClassName={`${headerButton} border border-cool-300 px-3 lg:hidden noscript:hidden dark:border-cool-600`}
          panelClassName="menu-panel"
          closedClassName="max-lg:hidden max-lg:noscript:block"
        >
          <nav aria-label={t('main')} className="lg:hidden">
            <ul className="flex flex-col">{links(menuItem)}</ul>
          </nav>
          <div className="menu-controls">
            {languageSwitch}
            <DeferredColourModeSwitch labels={modeLabels} icons={modeIcons} />
            <div className="max-lg:basis-full">{userMenu}</div>
          </div>
        </Disclosure>
      </div>
    </header>
  );
}
