import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { captcha } from '@/lib/captcha';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { getSubscriptionPlan, type SubscriptionPlan } from '@/lib/cms/subscriptions';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { findLocalised } from '@/lib/localised-document';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ActionForm } from '@/components/forms/action-form.client';
import { CaptchaField } from '@/components/forms/captcha-field.client';
import { CheckboxField, SelectField, SubmitButton, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { order } from '@/features/subscriptions/actions';
import { deliveryCountries, orderForm } from '@/features/subscriptions/form';
import { planPrice } from '@/features/subscriptions/plan-card';

type Props = PageProps<'/[locale]/abonnementen/[slug]'>;

export function generateStaticParams() {
  return [];
}

async function findPlan(slug: string, locale: Locale): Promise<SubscriptionPlan> {
  const plan = await findLocalised(getSubscriptionPlan, slug, locale, paths.subscriptionPlan);
  if (!plan) notFound();
  return plan;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const plan = await findPlan((await params).slug, locale);
  const t = await getTranslations('subscriptions');
  return pageMetadata({
    locale,
    title: t('orderTitle', { plan: plan.name }),
    description: plan.description || t('description'),
    paths: pathsPerLanguage(plan.slugs, paths.subscriptionPlan),
  });
}

export default async function SubscriptionPlanPage({ params }: Props) {
  const locale = await routeLocale(params);
  const plan = await findPlan((await params).slug, locale);
  const t = await getTranslations('subscriptions');
  const forms = await getTranslations('forms');
  const interval = t(`intervals.${plan.interval}`);
  return (
    <div className="max-w-2xl">
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/abonnementen' }, { name: plan.name, path: paths.subscriptionPlan(plan.slug) }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('orderTitle', { plan: plan.name })}</h1>
      <p className="mb-2 text-lg font-semibold">{await planPrice(plan, locale)}</p>
      {plan.features.length > 0 ? (
        <>
          <h2 className="sr-only">{t('planFeatures')}</h2>
          <ul className="mb-4 list-disc pl-5">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mb-8">{t('orderIntro', { interval })}</p>
      <ActionForm
        action={order.bind(null, locale, { documentId: plan.documentId, name: plan.name })}
        spec={await formSpec(orderForm, 'subscriptions', locale)}
        locale={locale}
        strings={formStrings(locale)}
        initialValues={{ country: 'NL' }}
      >
        <TextField name="name" autoComplete="name" />
        <TextField name="company" autoComplete="organization" />
        <div className="grid gap-x-4 sm:grid-cols-[3fr_1fr]">
          <TextField name="street" autoComplete="address-line1" />
          <TextField name="houseNumber" autoComplete="address-line2" />
        </div>
        <div className="grid gap-x-4 sm:grid-cols-[1fr_2fr]">
          <TextField name="postalCode" autoComplete="postal-code" help={t('postalCodeHelp')} />
          <TextField name="city" autoComplete="address-level2" />
        </div>
        <SelectField name="country" autoComplete="country" options={deliveryCountries.map((code) => ({ value: code, label: t(`countries.${code}`) }))} />
        <TextField name="email" type="email" autoComplete="email" inputMode="email" />
        <TextField name="accountHolder" autoComplete="name" />
        <TextField name="iban" autoComplete="off" help={t('ibanHelp')} />
        <p className="mb-4 text-sm">{t('mandate', { interval })}</p>
        <CheckboxField name="acceptedTerms">{t('terms')}</CheckboxField>
        <CaptchaField name={CAPTCHA_FIELD} widget={captcha.widget} locale={locale} noScript={forms('captchaNoScript')} />
        <SubmitButton />
      </ActionForm>
    </div>
  );
}
