import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import { withQuery } from '@/lib/calendar/filters';

/** The address of the calendar feed for a filter query, over http(s) and as webcal. */
export function feedUrls(locale: Locale, query: string) {
  const https = absoluteUrl(locale, withQuery(paths.calendarFeed, query));
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/**
 * The calendar's selection in the reader's own calendar app: a webcal link subscribes (and keeps
 * it up to date), the plain address is for Google Calendar and Outlook's "from URL".
 */
export async function SubscribeBox({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations('calendar');
  const { https, webcal } = feedUrls(locale, query);
  return (
    <section aria-labelledby="in-je-agenda" className="mt-10 rounded bg-cool-100 p-4 dark:bg-cool-800">
      <h2 id="in-je-agenda" className="mb-2 text-xl font-bold">
        {t('subscribe')}
      </h2>
      <p className="mb-3">{t('subscribeText')}</p>
      <p className="mb-3 flex flex-wrap gap-4">
        <a href={webcal} className="font-semibold">
          {t('subscribeLink')}
        </a>
        <a href={https} download>
          {t('download')}
        </a>
      </p>
      <label className="block text-sm">
        <span className="mb-1 block font-semibold">{t('feedUrl')}</span>
        <input readOnly value={https} className="block min-h-11 w-full rounded border border-cool-500 bg-white px-2 py-2 font-mono text-cool-900 dark:bg-cool-900 dark:text-cool-100" />
      </label>
    </section>
  );
}
