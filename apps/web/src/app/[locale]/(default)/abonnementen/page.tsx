import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { listSubscriptionPlans } from '@/lib/cms/subscriptions';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PlanCard } from '@/features/subscriptions/plan-card';

type Props = PageProps<'/[locale]/abonnementen'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('subscriptions');
  return pageMetadata({ locale, title: t('title'), description: t('description'), paths: everyLanguage('/abonnementen') });
}

export default async function SubscriptionsPage({ params }: Props) {
  const locale = await routeLocale(params);
  const t = await getTranslations('subscriptions');
  const plans = await listSubscriptionPlans(locale);
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/abonnementen' }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-lg">{t('intro')}</p>
      {plans.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.documentId} plan={plan} locale={locale} />
          ))}
        </div>
      )}
    </>
  );
}
