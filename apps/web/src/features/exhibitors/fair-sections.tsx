import { getTranslations } from 'next-intl/server';
import { standLabel, type Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { ExhibitorSummary } from '@/lib/cms/exhibitors';
import { standHref } from '@/lib/exhibitors/filters';
import { formatDateRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import type { IslandLoad } from '@/components/app/deferred-island.client';
import { FavouriteButton } from './planner/favourite-button';
import { FavouriteButtons } from './planner/favourite-buttons.client';
import { PlannerLink } from './planner/planner-link';

/** On a fair's event page: how many exhibitors it has, and its exhibitor list, plan and planner. Nothing for an event without exhibitors. */
export async function FairExhibitors({ slug, count }: { slug: string; count: number }) {
  if (count === 0) return null;
  const [t, planner] = await Promise.all([getTranslations('exhibitors'), getTranslations('planner')]);
  return (
    <section aria-labelledby="exposanten" className="card my-6">
      <h2 id="exposanten" className="mb-2 text-lg font-semibold">
        {t('onEvent')}
      </h2>
      <p className="mb-3">{t('eventCount', { count })}</p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link href={paths.exhibitors(slug)} className={primaryButton}>
            {t('eventList')}
          </Link>
        </li>
        <li>
          <Link href={paths.floorPlan(slug)} className={secondaryButton}>
            {t('eventPlan')}
          </Link>
        </li>
        <li>
          <Link href={paths.planner(slug)} className={secondaryButton}>
            {planner('link')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** A fair an entry is at, its dates and venue, and its stand linked to the plan. */
async function FairLine({ entry, locale }: { entry: ExhibitorSummary & { fair: NonNullable<ExhibitorSummary['fair']> }; locale: Locale }) {
  const t = await getTranslations('exhibitors');
  const { fair, hall, stand } = entry;
  return (
    <>
      <Link href={paths.event(fair.slug)} className="font-semibold">
        {fair.title}
      </Link>
      <span className="block text-sm">{[formatDateRange(fair.startsAt, fair.endsAt, locale), fair.venueName].filter(Boolean).join(', ')}</span>
      <span className="block text-sm">
        {t('place', { hall: t('hallCode', { code: hall }), stand })}
        {' · '}
        <Link href={standHref(fair.slug, hall, stand)} aria-label={t('onPlanName', { stand: standLabel(hall, stand), company: entry.company.name })} className="underline">
          {t('onPlan')}
        </Link>
      </span>
    </>
  );
}

const withFair = (entries: ExhibitorSummary[]) => entries.filter((entry): entry is ExhibitorSummary & { fair: NonNullable<ExhibitorSummary['fair']> } => entry.fair !== null);

const HEADING_ID = { companyFairs: 'beurzen', productFairs: 'te-zien-op' } as const;

/**
 * The coming fairs (or those on now) of a company's or a product's entries, with hall and stand:
 * "Op deze beurzen" on a company's page (with each fair message), "Te zien op …" on a product's.
 * Their favourite buttons load as `loadsOn` says (FavouriteButtons).
 */
export async function UpcomingFairs({ entries, locale, heading, showMessage = false, loadsOn = 'sight', className }: {
  entries: ExhibitorSummary[];
  locale: Locale;
  heading: keyof typeof HEADING_ID;
  showMessage?: boolean;
  loadsOn?: IslandLoad;
  className?: string;
}) {
  const fairs = withFair(entries);
  if (fairs.length === 0) return null;
  const [t, planner] = await Promise.all([getTranslations('exhibitors'), getTranslations('planner')]);
  return (
    <section aria-labelledby={HEADING_ID[heading]} className={className}>
      <h2 id={HEADING_ID[heading]} className="mb-4 text-2xl font-bold">
        {t(heading)}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {fairs.map((entry) => (
          <li key={entry.documentId} className="card-compact">
            <FairLine entry={entry} locale={locale} />
            {showMessage && entry.message && <p className="mt-1 text-sm">{entry.message}</p>}
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
              <FavouriteButton
                event={entry.fair.documentId}
                stand={standLabel(entry.hall, entry.stand)}
                exhibitor={entry.documentId}
                label={planner('favourite')}
                name={planner('favouriteAtName', { company: entry.company.name, fair: entry.fair.title })}
              />
              <PlannerLink slug={entry.fair.slug} />
            </p>
          </li>
        ))}
      </ul>
      {[...new Set(fairs.map((entry) => entry.fair.documentId))].map((event) => (
        <FavouriteButtons key={event} event={event} loadsOn={loadsOn} />
      ))}
    </section>
  );
}
