import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@standplaats/shared';
import { env } from '@/lib/env';
import { PUSH_ERRORS } from '@/lib/push/constants';
import { Icon } from '@/components/ui/icon';
import { DeferredPushOptIn } from './push-opt-in-deferred.client';

/** The breaking-news opt-in; absent while the site has no VAPID key (push is then off). */
export async function PushOptIn() {
  if (!env.VAPID_PUBLIC_KEY) return null;
  const locale = await getLocale();
  const t = await getTranslations('app.push');
  const text = {
    button: t('button'),
    busy: t('busy'),
    subscribed: t('subscribed'),
    errors: Object.fromEntries(PUSH_ERRORS.map((error) => [error, t(`errors.${error}`)])) as Record<(typeof PUSH_ERRORS)[number], string>,
  };
  return <DeferredPushOptIn vapidPublicKey={env.VAPID_PUBLIC_KEY} locale={isLocale(locale) ? locale : 'nl'} text={text} icon={<Icon name="lucide:bell" />} />;
}
