import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { SubscriptionPlan } from '@/lib/cms/subscriptions';
import { formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { primaryButton } from '@/components/ui/button-styles';

/** The price of a plan per interval, e.g. "€ 49,50 per jaar". */
export async function planPrice(plan: SubscriptionPlan, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'subscriptions' });
  return t('price', { price: formatPrice(plan.priceCents, locale), interval: t(`intervals.${plan.interval}`) });
}

export async function PlanCard({ plan, locale }: { plan: SubscriptionPlan; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'subscriptions' });
  return (
    <article className="flex flex-col rounded border border-cool-300 p-5 dark:border-cool-600">
      <h2 className="mb-1 text-xl font-bold">{plan.name}</h2>
      <p className="mb-3 text-lg font-semibold">{await planPrice(plan, locale)}</p>
      {plan.description ? <p className="mb-3">{plan.description}</p> : null}
      {plan.features.length > 0 ? (
        <ul className="mb-4 list-disc pl-5">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <Link
        href={paths.subscriptionPlan(plan.slug)}
        className={`mt-auto self-start ${primaryButton}`}
        aria-label={`${t('order')}: ${plan.name}`}
      >
        {t('order')}
      </Link>
    </article>
  );
}
