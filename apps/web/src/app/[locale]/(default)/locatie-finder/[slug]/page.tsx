import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listEvents } from '@/lib/cms/events';
import { isSlug } from '@/lib/cms/strapi';
import { getVenue } from '@/lib/cms/venues';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { absoluteMediaUrl, absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { venueLd } from '@/lib/seo/venue-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { EventList } from '@/features/events/event-list';
import { LocationMap } from '@/features/maps/location-map';
import { LabelledGallery } from '@/features/media/labelled-gallery';
import { VenueHalls } from '@/features/venues/venue-halls';
import { TrackView } from '@/features/analytics/track-view.client';

type Props = PageProps<'/[locale]/locatie-finder/[slug]'>;

// Rendered on the first request for a slug, then served from the cache until a venue or event changes.
export function generateStaticParams() {
  return [];
}

const findVenue = (slug: string) => (isSlug(slug) ? getVenue(slug) : Promise.resolve(null));
const UPCOMING = 10;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const venue = await findVenue((await params).slug);
  if (!venue) notFound();
  return pageMetadata({ locale, title: venue.name, description: venue.description, paths: everyLanguage(paths.venue(venue.slug)), image: venue.image });
}

const heading = 'mb-3 mt-8 text-2xl font-bold';

export default async function VenuePage({ params }: Props) {
  const locale: Locale = await routeLocale(params);
  const venue = await findVenue((await params).slug);
  if (!venue) notFound();
  const [t, maps, types, facilityNames, provinceNames, events] = await Promise.all([
    getTranslations('venues'),
    getTranslations('maps'),
    getTranslations('venues.type'),
    getTranslations('venues.facility'),
    getTranslations('provinces'),
    listEvents({ locale, when: 'upcoming', venue: venue.documentId, pageSize: UPCOMING }),
  ]);
  const province = provinceNames(venue.province);
  const { address, geo } = venue;

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: paths.venueFinder }, { name: venue.name, path: paths.venue(venue.slug) }]} />
      <JsonLd
        data={venueLd({
          url: absoluteUrl(locale, paths.venue(venue.slug)),
          name: venue.name,
          description: venue.description,
          address: { ...address, region: province },
          geo,
          maximumAttendeeCapacity: venue.capacity,
          telephone: venue.contact.phone,
          sameAs: venue.contact.website,
          image: venue.images.map((image) => ({ url: absoluteMediaUrl(image.src), width: image.width, height: image.height })),
          amenities: venue.facilities.map((facility) => facilityNames(facility)),
        })}
      />
      <article lang={locale === 'nl' ? undefined : 'nl'} className="mx-auto max-w-4xl">
        <TrackView type="venue" id={venue.documentId} />
        <p lang={locale} className="mb-1 text-sm font-semibold uppercase tracking-wide text-main-800 dark:text-main">
          {venue.type ? t('typeAndPlace', { type: types(venue.type), city: venue.city }) : venue.city}
        </p>
        <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{venue.name}</h1>
        {venue.description && <p className="mb-6 text-xl">{venue.description}</p>}

        <div lang={locale} className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_auto]">
          <div>
            <h2 className={heading}>{t('address')}</h2>
            <address className="not-italic">
              {address.street && <>{address.street}<br /></>}
              {address.postalCode} {address.city}
              <br />
              {province}
            </address>
            {(venue.contact.phone || venue.contact.email || venue.contact.website) && (
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3">
                {venue.contact.phone && (
                  <>
                    <dt className="font-semibold">{t('phone')}</dt>
                    <dd><a href={`tel:${venue.contact.phone.replace(/[^\d+]/g, '')}`}>{venue.contact.phone}</a></dd>
                  </>
                )}
                {venue.contact.email && (
                  <>
                    <dt className="font-semibold">{t('email')}</dt>
                    <dd><a href={`mailto:${venue.contact.email}`}>{venue.contact.email}</a></dd>
                  </>
                )}
                {venue.contact.website && (
                  <>
                    <dt className="font-semibold">{t('website')}</dt>
                    <dd><a href={venue.contact.website} rel="noopener" data-track="marketing">{venue.contact.website.replace(/^https?:\/\//, '')}</a></dd>
                  </>
                )}
              </dl>
            )}
            <h2 className={heading}>{t('route')}</h2>
            {venue.route && <p lang="nl">{venue.route}</p>}
            {geo && (
              <p className="mt-2">
                <a href={`https://www.openstreetmap.org/directions?to=${geo.latitude}%2C${geo.longitude}`} rel="noopener">
                  {t('routePlanner')}
                </a>
              </p>
            )}
          </div>
          {geo && (
            <LocationMap
              latitude={geo.latitude}
              longitude={geo.longitude}
              title={maps('locationTitle', { name: venue.name })}
              description={maps('locationDescription', { name: venue.name, place: `${venue.city}, ${province}` })}
              className="h-auto w-40 sm:mt-8 sm:w-48"
            />
          )}
        </div>

        <section lang={locale} aria-labelledby="zalen">
          <h2 id="zalen" className={heading}>{t('halls')}</h2>
          <VenueHalls name={venue.name} halls={venue.halls} />
        </section>

        <section lang={locale} aria-labelledby="voorzieningen">
          <h2 id="voorzieningen" className={heading}>{t('facilitiesHeading')}</h2>
          {venue.facilities.length > 0 ? (
            <ul className="grid list-disc gap-1 pl-6 sm:grid-cols-2">
              {venue.facilities.map((facility) => (
                <li key={facility}>{facilityNames(facility)}</li>
              ))}
            </ul>
          ) : (
            <p>{t('noFacilities')}</p>
          )}
        </section>

        <div lang={locale}>
          <LabelledGallery images={venue.images} title={t('photos')} column="max-w-4xl" />
        </div>

        <section lang={locale} aria-labelledby="evenementen-hier">
          <h2 id="evenementen-hier" className={heading}>{t('events')}</h2>
          <EventList events={events.items} locale={locale} empty={t('noEvents')} />
        </section>
      </article>
    </>
  );
}
