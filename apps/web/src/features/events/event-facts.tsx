import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { EventDetail } from '@/lib/cms/events';
import { formatDateTimeRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { primaryButton } from '@/components/ui/button-styles';

// The location finder and company directory come with later issues; no prefetch of their 404s.
const notYet = { prefetch: false } as const;

/** When, where and by whom, with the event's own website and ticket shop. */
export async function EventFacts({ event, locale }: { event: EventDetail; locale: Locale }) {
  const t = await getTranslations('event');
  const { address } = event;
  const country = address.country && address.country !== 'NL' ? new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) : '';
  const lines = [address.street, [address.postalCode, address.city].filter(Boolean).join(' '), country].filter(Boolean);
  return (
    <>
      <dl className="my-6 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('when')}</dt>
        <dd>
          <time dateTime={event.startsAt}>{formatDateTimeRange(event.startsAt, event.endsAt, locale)}</time>
          <span className="meta-text block">{t('dutchTime')}</span>
        </dd>
        {(event.venueName || lines.length > 0) && (
          <>
            <dt className="font-semibold">{t('where')}</dt>
            <dd>
              {event.venue ? (
                <Link href={paths.venue(event.venue.slug)} {...notYet}>
                  {event.venue.name}
                </Link>
              ) : (
                event.venueName
              )}
              {lines.length > 0 && <address className="not-italic">{lines.join(', ')}</address>}
            </dd>
          </>
        )}
        {event.organiser && (
          <>
            <dt className="font-semibold">{t('organiser')}</dt>
            <dd>
              <Link href={paths.company(event.organiser.documentId)} {...notYet}>
                {event.organiser.name}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {(event.website || event.ticketUrl) && (
        <p className="my-6 flex flex-wrap gap-3">
          {event.ticketUrl && (
            <a href={event.ticketUrl} rel="noopener" className={primaryButton}>
              {t('tickets')}
            </a>
          )}
          {event.website && (
            <a href={event.website} rel="noopener" className="rounded border border-cool-400 px-4 py-2 font-semibold no-underline hover:bg-main-100 dark:hover:bg-cool-800">
              {t('website')}
            </a>
          )}
        </p>
      )}
    </>
  );
}
