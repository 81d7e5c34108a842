import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { newsletterLists } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { captcha } from '@/lib/captcha';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ActionForm } from '@/components/forms/action-form.client';
import { CaptchaField } from '@/components/forms/captcha-field.client';
import { CheckboxGroup, SubmitButton, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { subscribe } from '@/features/newsletter/actions';
import { newsletterForm } from '@/features/newsletter/form';

type Props = PageProps<'/[locale]/nieuwsbrief'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('newsletter');
  return pageMetadata({ locale, title: t('title'), description: t('description'), paths: everyLanguage('/nieuwsbrief') });
}

export default async function NewsletterPage({ params }: Props) {
  const locale = await routeLocale(params);
  const t = await getTranslations('newsletter');
  const forms = await getTranslations('forms');
  return (
    <div className="max-w-2xl">
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/nieuwsbrief' }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 text-lg">{t('intro')}</p>
      <ActionForm action={subscribe.bind(null, locale)} spec={await formSpec(newsletterForm, 'newsletter', locale)} locale={locale} strings={formStrings(locale)}>
        <TextField name="email" type="email" autoComplete="email" inputMode="email" />
        <CheckboxGroup
          name="lists"
          options={newsletterLists.map((list) => ({ value: list, label: t(`lists.${list}`), help: t(`lists.${list}Help`) }))}
        />
        <CaptchaField name={CAPTCHA_FIELD} widget={captcha.widget} locale={locale} noScript={forms('captchaNoScript')} />
        <p className="mb-4 text-sm">{t('privacy')}</p>
        <SubmitButton />
      </ActionForm>
    </div>
  );
}
