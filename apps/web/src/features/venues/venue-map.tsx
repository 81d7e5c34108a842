import { getTranslations } from 'next-intl/server';
import { type Locale, localisedPath, type Province, provinces } from '@standplaats/shared';
import type { VenuePoint } from '@/lib/cms/venues';
import { paths } from '@/lib/paths';
import { venueFinderHref, type VenueFilters } from '@/lib/venues/filters';
import { NetherlandsMap, type ProvinceLink } from '@/features/maps/netherlands-map';

type Props = { locale: Locale; filters: VenueFilters; points: VenuePoint[]; total: number };

/**
 * The matching venues on the map, each mark a link to its venue; each province a link to the
 * list narrowed to it (the other filters kept).
 */
export async function VenueMap({ locale, filters, points, total }: Props) {
  const [t, provinceNames, maps] = await Promise.all([getTranslations('venues'), getTranslations('provinces'), getTranslations('maps')]);
  const provinceLinks: Partial<Record<Province, ProvinceLink>> = Object.fromEntries(
    provinces.map((province) => [
      province,
      {
        href: localisedPath(locale, venueFinderHref(paths.venueFinder, filters, { province, city: undefined })),
        name: t('provinceLink', { province: provinceNames(province) }),
        selected: filters.province === province,
      },
    ]),
  );
  return (
    <figure>
      <NetherlandsMap
        title={t('mapTitle')}
        description={t('mapDescription', { count: points.length })}
        marks={points.map((point) => ({
          id: point.documentId,
          name: t('markName', { name: point.name, city: point.city }),
          href: localisedPath(locale, paths.venue(point.slug)),
          latitude: point.latitude,
          longitude: point.longitude,
        }))}
        provinceLinks={provinceLinks}
        className="h-auto w-full"
      />
      <figcaption className="mt-2 text-xs text-cool-600 dark:text-cool-300">
        {total > points.length && <span className="block text-sm">{t('mapTruncated', { shown: points.length, total })}</span>}
        {maps('source')}
      </figcaption>
    </figure>
  );
}
