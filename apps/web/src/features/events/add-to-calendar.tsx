import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import type { EventDetail } from '@/lib/cms/events';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/calendar/add-links';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import { fullPlaceOf } from '@/lib/calendar/place';

/** The event into the reader's calendar: a file for any app, or straight into Google or Outlook. */
export async function AddToCalendar({ event, locale }: { event: EventDetail; locale: Locale }) {
  const t = await getTranslations('event');
  const entry = {
    title: event.title,
    details: [event.description, absoluteUrl(locale, paths.event(event.slug))].filter(Boolean).join('\n\n'),
    location: fullPlaceOf(event),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
  };
  const services = [
    { label: t('google'), href: googleCalendarUrl(entry) },
    { label: t('outlookLive'), href: outlookCalendarUrl(entry, 'live') },
    { label: t('outlookOffice'), href: outlookCalendarUrl(entry, 'office') },
  ];
  return (
    <section aria-labelledby="in-je-agenda" className="my-6">
      <h2 id="in-je-agenda" className="mb-2 text-lg font-semibold">
        {t('addToCalendar')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={localisedPath(locale, paths.eventFile(event.slug))} download className="inline-flex min-h-11 items-center rounded border border-cool-300 px-3 no-underline hover:bg-main-100 dark:hover:bg-cool-800">
            {t('ics')}
          </a>
        </li>
        {services.map(({ label, href }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('opensNewWindow', { label })}
              className="inline-flex min-h-11 items-center rounded border border-cool-300 px-3 no-underline hover:bg-main-100 dark:hover:bg-cool-800"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
