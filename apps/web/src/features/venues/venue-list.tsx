import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { VenueSummary } from '@/lib/cms/venues';
import { paths } from '@/lib/paths';

/** The venues as a list that reads on its own: name, type and place, capacity, facilities. */
export async function VenueList({ venues, empty }: { venues: VenueSummary[]; empty: string }) {
  const [t, types, facilityNames, provinceNames, format] = await Promise.all([
    getTranslations('venues'),
    getTranslations('venues.type'),
    getTranslations('venues.facility'),
    getTranslations('provinces'),
    getFormatter(),
  ]);
  if (venues.length === 0) return <p>{empty}</p>;
  return (
    <ul className="grid gap-3">
      {venues.map((venue) => (
        <li key={venue.documentId} className="card-compact">
          <h3 className="text-lg font-semibold">
            <Link href={paths.venue(venue.slug)}>{venue.name}</Link>
          </h3>
          <p className="text-sm">
            {venue.type ? t('typeAndPlace', { type: types(venue.type), city: venue.city }) : venue.city}, {provinceNames(venue.province)}
            {venue.capacity ? <> · {t('capacityUpTo', { count: venue.capacity })}</> : null}
          </p>
          {venue.facilities.length > 0 && (
            <p className="mt-1 text-sm text-cool-700 dark:text-cool-300">
              <span className="sr-only">{t('facilities')}: </span>
              {format.list(venue.facilities.map((facility) => facilityNames(facility)))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
