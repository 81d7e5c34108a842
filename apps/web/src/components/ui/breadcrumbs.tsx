import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';

export type Crumb = { name: string; path: string };

/** The trail from home to the current page (the last crumb), visible and as BreadcrumbList. */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations('breadcrumbs');
  const crumbs = [{ name: t('home'), path: '/' }, ...trail];
  return (
    <nav aria-label={t('label')} className="meta-text -mt-3 mb-3 print:hidden">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.path} className="inline-flex min-h-11 items-center">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbLd(crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(locale, crumb.path) })))} />
    </nav>
  );
}
