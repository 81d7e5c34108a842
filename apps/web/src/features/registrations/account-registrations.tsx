import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { listMyRegistrations } from '@/lib/cms/registrations';
import { formatDateRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DeferredButtonAction } from '@/components/forms/deferred-button-action.client';
import { placeOf } from '@/lib/calendar/place';
import { AccountSection } from '@/features/account/section';
import { EventReminders } from '@/features/push/event-reminders';
import { cancelAction } from './actions';

/** The anchor of the section, which the account page's navigation links. */
export const REGISTRATIONS_SECTION = 'inschrijvingen';

/** The member's event registrations on /account, each with a way to cancel while it stands. */
export async function AccountRegistrations({ locale }: { locale: Locale }) {
  const [t, registrations] = await Promise.all([getTranslations('registrations'), listMyRegistrations()]);
  return (
    <AccountSection id={REGISTRATIONS_SECTION} title={t('mine')}>
      {registrations.length === 0 ? (
        <p>
          {t('mineEmpty')} <Link href={paths.registrations}>{t('mineLink')}</Link>
        </p>
      ) : (
        <ul className="grid gap-4">
          {registrations.map(({ documentId, status, event }) => (
            <li key={documentId} className="card">
              {event ? (
                <>
                  <h3 className="text-lg font-semibold">
                    <Link href={paths.event(event.slug)}>{event.title}</Link>
                  </h3>
                  <p className="text-sm">
                    <time dateTime={event.startsAt}>{formatDateRange(event.startsAt, event.endsAt, locale)}</time>
                    {placeOf(event) && <>, {placeOf(event)}</>}
                  </p>
                </>
              ) : null}
              <p className="my-2 font-semibold">{t(`status.${status}`)}</p>
              {status === 'registered' && event && <DeferredButtonAction action={cancelAction.bind(null, locale, documentId)} label={t('cancel', { event: event.title })} />}
            </li>
          ))}
        </ul>
      )}
      <EventReminders locale={locale} />
    </AccountSection>
  );
}
