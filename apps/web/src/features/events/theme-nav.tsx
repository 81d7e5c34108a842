import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { agendas, themes, type AgendaSlug, type ThemeSlug } from './themes';

/** The calendar's ways in by theme: the two agendas and the theme pages. */
export async function ThemeNav({ current }: { current?: AgendaSlug }) {
  const [t, agendaTexts, themeTexts] = await Promise.all([getTranslations('calendar'), getTranslations('agendas'), getTranslations('themes.fallback')]);
  const links = [
    ...(Object.keys(agendas) as AgendaSlug[]).map((slug) => ({ href: `${paths.calendar}/${slug}`, label: agendaTexts(`${slug}.title`), current: slug === current })),
    ...(Object.keys(themes) as ThemeSlug[]).map((slug) => ({ href: paths.page(slug), label: themeTexts(`${slug}.title`), current: false })),
  ];
  return (
    <nav aria-label={t('themes')} className="mb-6">
      <ul className="chip-row gap-2 text-sm">
        {links.map(({ href, label, current: here }) => (
          <li key={href}>
            <Link href={href} aria-current={here ? 'page' : undefined} className="pill">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
