import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listWireItems } from '@/lib/cms/wire';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { LiveWire } from '@/features/livewire/live-wire.client';

export async function generateMetadata({ params }: PageProps<'/[locale]/livewire'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('livewire');
  return pageMetadata({ locale, title: t('title'), description: t('intro'), paths: everyLanguage('/livewire') });
}

/** The news wire: the newest short items, server-rendered; the island adds new ones as they come. */
export default async function LiveWirePage({ params }: PageProps<'/[locale]/livewire'>) {
  const locale = await routeLocale(params);
  const [items, t] = await Promise.all([listWireItems(locale), getTranslations('livewire')]);
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/livewire' }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-lg">{t('intro')}</p>
      <LiveWire
        initialItems={items}
        locale={locale}
        endpoint={`/api/livewire?locale=${locale}`}
        labels={{ newItems: t.raw('newItems') as string, live: t('live'), paused: t('paused'), empty: t('empty') }}
      />
    </>
  );
}
