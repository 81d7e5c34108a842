import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listUpcomingEvents } from '@/lib/cms/events';
import { alternates, everyLanguage } from '@/lib/seo/alternates';
import { EventList } from '@/features/events/event-list';

export async function generateMetadata({ params }: PageProps<'/[locale]/kalender'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'calendar' });
  return { title: t('title'), description: t('intro'), alternates: alternates(locale, everyLanguage('/kalender')) };
}

export default async function CalendarPage({ params }: PageProps<'/[locale]/kalender'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('calendar');
  const home = await getTranslations('home');
  const events = await listUpcomingEvents(locale, 20);
  return (
    <>
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 text-lg">{t('intro')}</p>
      <section aria-labelledby="komende-evenementen">
        <h2 id="komende-evenementen" className="mb-4 text-2xl font-bold">
          {home('upcomingEvents')}
        </h2>
        <EventList events={events} locale={locale} />
      </section>
    </>
  );
}
