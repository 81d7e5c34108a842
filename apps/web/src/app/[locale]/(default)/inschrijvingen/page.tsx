import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { listEvents } from '@/lib/cms/events';
import { getPlaces } from '@/lib/cms/registrations';
import { formatDateRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { StatusBadge } from '@/features/events/event-list';
import { placeOf } from '@/features/events/place';

type Props = PageProps<'/[locale]/inschrijvingen'>;

// The CMS caps a page at 100; the site takes registrations for a handful of events at a time.
const LISTED = 100;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'registrations' });
  return pageMetadata({ locale, title: t('title'), description: t('intro'), paths: everyLanguage(paths.registrations) });
}

/** The upcoming events that take registrations on the site, with the places left. */
export default async function RegistrationsPage({ params }: Props) {
  const locale = await routeLocale(params);
  const [t, kinds, events] = await Promise.all([
    getTranslations('registrations'),
    getTranslations('event.kind'),
    listEvents({ locale, when: 'upcoming', registrationOpen: true, pageSize: LISTED }),
  ]);
  const places = await getPlaces(events.items.map((event) => event.documentId));
  return (
    <>
      <JsonLd data={itemListLd(events.items.map((event) => ({ url: absoluteUrl(locale, paths.event(event.slug)), name: event.title })))} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-lg">{t('intro')}</p>
      {events.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {events.items.map((event) => {
            const place = places.get(event.documentId);
            return (
              <li key={event.documentId} className="rounded border border-cool-200 p-4 dark:border-cool-700">
                <p className="text-xs font-semibold uppercase tracking-wide text-main-800 dark:text-main">
                  {kinds(event.kind)}
                  <StatusBadge status={event.status} />
                </p>
                <h2 className="text-xl font-semibold">
                  <Link href={paths.event(event.slug)}>{event.title}</Link>
                </h2>
                <p className="text-sm">
                  <time dateTime={event.startsAt}>{formatDateRange(event.startsAt, event.endsAt, locale)}</time>
                  {placeOf(event) && <>, {placeOf(event)}</>}
                </p>
                <p className="mt-2 font-semibold">
                  {!place?.open ? t('closed') : place.left === null ? t('open') : t('places', { left: place.left })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
