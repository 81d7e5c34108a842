import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { env } from '@/lib/env';
import { eventReminderEndpoints } from '@/lib/cms/push';
import { PUSH_ERRORS } from '@/lib/push/constants';
import type { EventRemindersText } from './event-reminders.client';
import { DeferredEventReminders } from './event-reminders-deferred.client';

/** Push reminders of the events a member registered for, on /account; absent while push is off (no VAPID key). */
export async function EventReminders({ locale }: { locale: Locale }) {
  if (!env.VAPID_PUBLIC_KEY) return null;
  const [t, push, endpoints] = await Promise.all([getTranslations('registrations.reminders'), getTranslations('app.push'), eventReminderEndpoints()]);
  // Filled in the browser, which knows the count after a change: `{count}` stays as it is.
  const browsers = (category: 'zero' | 'one' | 'other') => t(`browsers.${category}`, { count: '{count}' });
  const text: EventRemindersText = {
    turnOn: t('turnOn'),
    turnOff: t('turnOff'),
    busy: push('busy'),
    onHere: t('onHere'),
    browsers: { zero: browsers('zero'), one: browsers('one'), other: browsers('other') },
    errors: { ...(Object.fromEntries(PUSH_ERRORS.map((error) => [error, push(`errors.${error}`)])) as Record<(typeof PUSH_ERRORS)[number], string>), 'signed-out': t('signedOut') },
  };
  return (
    <section aria-labelledby="herinneringen" className="mt-6">
      <h3 id="herinneringen" className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p>{t('intro')}</p>
      <DeferredEventReminders vapidPublicKey={env.VAPID_PUBLIC_KEY} locale={locale} endpoints={endpoints} text={text} />
    </section>
  );
}
