import { getTranslations } from 'next-intl/server';
import { localisedPath, standLabel, type Locale } from '@standplaats/shared';
import { Image } from '@/components/ui/image';
import { Link } from '@/i18n/navigation';
import type { ExhibitorSummary } from '@/lib/cms/exhibitors';
import { standHref } from '@/lib/exhibitors/filters';
import { paths } from '@/lib/paths';
import { FavouriteButton } from './planner/favourite-button';

type Props = { locale: Locale; exhibitors: ExhibitorSummary[]; event: { documentId: string; slug: string }; hallNames: Map<string, string>; empty: string };

/** A fair's exhibitors as cards: logo, company (to its page), sector, hall and stand (to the plan), fair message, and a favourite button. */
export async function ExhibitorList({ locale, exhibitors, event, hallNames, empty }: Props) {
  const [t, sectorNames, planner] = await Promise.all([getTranslations('exhibitors'), getTranslations('directory.sectors'), getTranslations('planner')]);
  if (exhibitors.length === 0) return <p className="mb-6">{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {exhibitors.map(({ documentId, company, hall, stand, message }) => (
        <li key={documentId} className="company-card">
          {company.logo && <Image src={company.logo.src} alt="" width={80} height={40} className="company-card-logo" />}
          <div className="min-w-0">
            <h2 className="font-semibold">
              <Link href={paths.company(company.documentId)}>{company.name}</Link>
            </h2>
            {company.sector && <p className="card-category">{sectorNames(company.sector)}</p>}
            <p className="text-sm">
              {t('place', { hall: hallNames.get(hall.toUpperCase()) ?? t('hallCode', { code: hall }), stand })}
              {' · '}
              {/* A plain link, as the plan's own: next/link would prefetch a whole plan for every card in view. */}
              <a href={localisedPath(locale, standHref(event.slug, hall, stand))} aria-label={t('onPlanName', { stand: standLabel(hall, stand), company: company.name })} className="underline">
                {t('onPlan')}
              </a>
            </p>
            {message && <p className="mt-1 text-sm">{message}</p>}
            <p className="mt-2">
              <FavouriteButton event={event.documentId} stand={standLabel(hall, stand)} exhibitor={documentId} label={planner('favourite')} name={planner('favouriteName', { company: company.name })} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
