import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { currentMember } from '@/lib/auth/session';
import { getEvent, listEvents } from '@/lib/cms/events';
import { getPlaces, listMyRegistrations, type Places } from '@/lib/cms/registrations';
import { formatDateRange } from '@/lib/format';
import { findLocalised } from '@/lib/localised-document';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { primaryButton } from '@/components/ui/button-styles';
import { JsonLd } from '@/components/seo/json-ld';
import { StatusBadge } from '@/features/events/event-list';
import { placeOf } from '@/lib/calendar/place';
import { RegistrationPanel } from '@/features/registrations/registration-panel';

type Props = PageProps<'/[locale]/inschrijvingen'>;

// It knows who is signed in (their registrations, the form): rendered per request.
export const dynamic = 'force-dynamic';

// The CMS caps a page at 100; the site takes registrations for a handful of events at a time.
const LISTED = 100;

/** The event whose form `?evenement=` asks for; null without one, a 404 for one that takes no registrations. */
async function chosenEvent(searchParams: Props['searchParams'], locale: Locale) {
  const { evenement } = await searchParams;
  if (evenement === undefined) return null;
  const event = typeof evenement === 'string' ? await findLocalised(getEvent, evenement, locale, paths.registration) : null;
  if (!event?.registrationOpen) notFound();
  return event;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const [t, event] = await Promise.all([getTranslations({ locale, namespace: 'registrations' }), chosenEvent(searchParams, locale)]);
  const meta = pageMetadata({ locale, title: event ? t('registerFor', { event: event.title }) : t('title'), description: t('intro'), paths: everyLanguage(paths.registrations) });
  // A form per event is no page for search engines; the list is.
  return event ? { ...meta, robots: { index: false, follow: true } } : meta;
}

function placesText(places: Places | undefined, t: Awaited<ReturnType<typeof getTranslations<'registrations'>>>) {
  if (!places?.open) return t('closed');
  return places.left === null ? t('open') : t('places', { left: places.left });
}

/** The upcoming events that take registrations on the site, with the places left and, for one, the form. */
export default async function RegistrationsPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const [t, kinds, events, chosen, member] = await Promise.all([
    getTranslations('registrations'),
    getTranslations('event.kind'),
    listEvents({ locale, when: 'upcoming', registrationOpen: true, pageSize: LISTED }),
    chosenEvent(searchParams, locale),
    currentMember(),
  ]);
  const [places, mine] = await Promise.all([
    getPlaces([...events.items.map((event) => event.documentId), ...(chosen ? [chosen.documentId] : [])]),
    member ? listMyRegistrations() : [],
  ]);
  const registered = new Set(mine.filter((r) => r.status === 'registered').map((r) => r.event?.documentId));
  return (
    <>
      <JsonLd data={itemListLd(events.items.map((event) => ({ url: absoluteUrl(locale, paths.event(event.slug)), name: event.title })))} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-lg">{t('intro')}</p>
      {chosen && <RegistrationPanel event={chosen} places={places.get(chosen.documentId)} member={member} registered={registered.has(chosen.documentId)} locale={locale} />}
      {events.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {events.items.map((event) => {
            const place = places.get(event.documentId);
            const canRegister = place?.open && place.left !== 0 && !registered.has(event.documentId);
            return (
              <li key={event.documentId} className="card">
                <p className="event-kind">
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
                <p className="mt-2 font-semibold">{registered.has(event.documentId) ? t('registered') : placesText(place, t)}</p>
                {canRegister && (
                  <Link href={`${paths.registration(event.slug)}#inschrijven`} aria-label={t('registerFor', { event: event.title })} className={`${primaryButton} mt-2`}>
                    {t('register')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
