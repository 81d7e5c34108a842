import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { footerItems, navItems, prefetchFor } from './nav-items';

export async function Footer({ aside }: { aside: ReactNode }) {
  const t = await getTranslations('footer');
  const nav = await getTranslations('nav');
  return (
    <footer className="mt-12 bg-secondary text-cool-100">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2">
        <div className="space-y-3">
          <p>{t('about')}</p>
          {aside}
        </div>
        <nav aria-label={t('links')}>
          <ul className="grid grid-cols-2 gap-1">
            {[...navItems, ...footerItems].map(({ key, href }) => (
              <li key={key}>
                <Link href={href} prefetch={prefetchFor(href)} className="text-cool-100 hover:text-main">
                  {nav(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-cool-300 sm:col-span-2">{t('rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
