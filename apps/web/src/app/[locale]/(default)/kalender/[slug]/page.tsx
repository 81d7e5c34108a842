import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isProvince } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { listArticles } from '@/lib/cms/articles';
import { countExhibitors } from '@/lib/cms/exhibitors';
import { getPlaces } from '@/lib/cms/registrations';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { eventLd } from '@/lib/seo/event-ld';
import { absoluteMediaUrl, absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Blocks } from '@/components/ui/blocks';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { COLUMN_WIDEST, Image } from '@/components/ui/image';
import { OnlyInDutch } from '@/components/ui/only-in-dutch';
import { AddToCalendar } from '@/features/events/add-to-calendar';
import { EventFacts } from '@/features/events/event-facts';
import { findEvent } from '@/features/events/find-event';
import { StatusBadge } from '@/features/events/event-list';
import { RegistrationBox } from '@/features/events/registration-box';
import { RelatedEvents } from '@/features/events/related-events';
import { FairExhibitors } from '@/features/exhibitors/fair-sections';
import { ArticleGrid } from '@/features/news/article-card';
import { TrackView } from '@/features/analytics/track-view.client';

type Props = PageProps<'/[locale]/kalender/[slug]'>;

// Rendered on the first request for a slug, then served from the cache until the event changes.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const event = await findEvent((await params).slug, locale, paths.event);
  return pageMetadata({
    locale,
    title: event.seo.title || event.title,
    description: event.seo.description || event.description,
    paths: pathsPerLanguage(event.slugs, paths.event),
    image: event.image,
  });
}

export default async function EventPage({ params }: Props) {
  const locale = await routeLocale(params);
  const event = await findEvent((await params).slug, locale, paths.event);
  const [t, calendar, kinds, provinces, news, places, exhibitors] = await Promise.all([
    getTranslations('event'),
    getTranslations('calendar'),
    getTranslations('event.kind'),
    getTranslations('provinces'),
    listArticles({ locale, theme: event.kind, pageSize: 3 }),
    event.registrationOpen ? getPlaces([event.documentId]) : null,
    countExhibitors(event.documentId),
  ]);
  const url = absoluteUrl(locale, paths.event(event.slug));
  const translated = event.locale === locale;
  const { venue, organiser, address } = event;
  const region = isProvince(address.region) ? provinces(address.region) : address.region;

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: calendar('title'), path: paths.calendar }, { name: event.title, path: paths.event(event.slug) }]} />
      <JsonLd
        data={eventLd({
          url,
          name: event.title,
          description: event.description,
          kind: event.kind,
          startDate: event.startsAt,
          endDate: event.endsAt,
          status: event.status,
          location: { name: event.venueName || event.address.city, url: venue ? absoluteUrl(locale, paths.venue(venue.slug)) : undefined, address: { ...address, region } },
          organizer: organiser ? { name: organiser.name, url: absoluteUrl(locale, paths.company(organiser.documentId)) } : undefined,
          image: event.image ? [{ url: absoluteMediaUrl(event.image.src), width: event.image.width, height: event.image.height }] : undefined,
          offersUrl: event.ticketUrl,
          inLanguage: event.locale,
          exhibition: exhibitors > 0,
        })}
      />
      <article lang={translated ? undefined : event.locale} className="mx-auto max-w-3xl">
        <TrackView type="event" id={event.documentId} />
        {!translated && <OnlyInDutch locale={locale}>{t('onlyDutch')}</OnlyInDutch>}
        {event.status !== 'scheduled' && (
          <p className="mb-6 rounded border-l-4 border-red-700 bg-cool-100 p-3 font-semibold text-cool-900">{t(`statusNotice.${event.status}`)}</p>
        )}
        <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-main-800 dark:text-main">
          {kinds(event.kind)}
          <StatusBadge status={event.status} />
        </p>
        <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{event.title}</h1>
        {event.description && <p className="mb-6 text-xl">{event.description}</p>}
        {event.image && (
          <Image src={event.image.src} alt={event.image.alt} width={event.image.width} height={event.image.height} sizes="(min-width: 768px) 768px, 100vw" widest={COLUMN_WIDEST} className="mb-6 h-auto w-full rounded" priority />
        )}
        <EventFacts event={event} locale={locale} />
        <AddToCalendar event={event} locale={locale} />
        <FairExhibitors slug={event.slug} count={exhibitors} />
        {places && <RegistrationBox slug={event.slug} places={places.get(event.documentId)} />}
        <Blocks blocks={event.body} />
      </article>
      {news.items.length > 0 && (
        <section aria-labelledby="gerelateerd-nieuws" className="mx-auto mt-12 max-w-6xl">
          <h2 id="gerelateerd-nieuws" className="mb-4 text-2xl font-bold">
            {t('relatedNews')}
          </h2>
          <ArticleGrid articles={news.items} locale={locale} empty="" eagerFirst={false} />
        </section>
      )}
      <RelatedEvents event={event} locale={locale} />
    </>
  );
}
