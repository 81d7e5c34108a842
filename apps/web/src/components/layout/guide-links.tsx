import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { chip } from '@/components/ui/button-styles';

/** The site's three guides: the message keys of their names (nav) and intros, and their paths. */
const guides = [
  { key: 'directory', intro: 'directory.intro', href: paths.directory },
  { key: 'products', intro: 'productGuide.intro', href: paths.productGuide },
  { key: 'venues', intro: 'venues.intro', href: paths.venueFinder },
] as const;

/** Links to the other guides, where a visitor looking for suppliers or venues meets them. */
export async function GuideLinks({ current }: { current?: (typeof guides)[number]['href'] }) {
  const t = await getTranslations('nav');
  return (
    <nav aria-label={t('guides')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {guides
          .filter(({ href }) => href !== current)
          .map(({ key, href }) => (
            <li key={key}>
              <Link href={href} className={chip}>
                {t(key)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The guides as cards with their intros, for the home page. */
export async function GuideCards({ headingId }: { headingId: string }) {
  const t = await getTranslations();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="mb-4 text-2xl font-bold">
        {t('nav.guides')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {guides.map(({ key, intro, href }) => (
          <li key={key} className="card">
            <h3 className="mb-1 text-lg font-semibold">
              <Link href={href}>{t(`nav.${key}`)}</Link>
            </h3>
            <p className="text-cool-700 dark:text-cool-300">{t(intro)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
