import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { moreItems, navItems } from './nav-items';

export async function Footer({ aside }: { aside: ReactNode }) {
  const [t, nav] = await Promise.all([getTranslations('footer'), getTranslations('nav')]);
  return (
    <footer className="mt-12 bg-secondary text-cool-100 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2">
        <div className="space-y-3">
          <p>{t('about')}</p>
          {aside}
        </div>
        <nav aria-label={t('links')}>
          <ul className="grid grid-cols-2 gap-x-4">
            {[{ key: 'home', href: '/' } as const, ...navItems, ...moreItems].map(({ key, href }) => (
              <li key={key}>
                <Link href={href} className="footer-link">
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
