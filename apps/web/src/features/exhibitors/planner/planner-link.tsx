import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

/**
 * "Mijn beursbezoek": the visitor's favourites at this fair as a route, from its exhibitor list, plan
 * and company pages; a whole touch target high, level with the standalone links beside it.
 */
export async function PlannerLink({ slug }: { slug: string }) {
  const t = await getTranslations('planner');
  return (
    <Link href={paths.planner(slug)} className="inline-flex min-h-11 items-center gap-1 font-semibold">
      <span aria-hidden="true">★</span>
      {t('link')}
    </Link>
  );
}
