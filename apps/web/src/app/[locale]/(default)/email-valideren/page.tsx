import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { captcha } from '@/lib/captcha';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { ActionForm } from '@/components/forms/action-form.client';
import { ButtonAction } from '@/components/forms/button-action.client';
import { CaptchaField } from '@/components/forms/captcha-field.client';
import { SubmitButton, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { confirmEmailChangeAction } from '@/features/account/actions';
import { resendActivationAction } from '@/features/auth/actions';
import { AuthPage } from '@/features/auth/auth-page';
import { resendActivationForm } from '@/features/auth/forms';

type Props = PageProps<'/[locale]/email-valideren'>;

// With `?token=` (a mailed link to a new address) the page confirms that address: per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('auth.resend');
  return { ...pageMetadata({ locale, title: t('title'), description: t('description'), paths: everyLanguage('/email-valideren') }), robots: { index: false, follow: true } };
}

/** Asks for a new activation mail; opened from an address-change mail, confirms the new address. */
export default async function EmailValidationPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { token } = await searchParams;
  const t = await getTranslations('auth.resend');
  if (typeof token === 'string' && token !== '') {
    return (
      <AuthPage locale={locale} path="/email-valideren" title={t('title')} intro={t('changeIntro')}>
        <ButtonAction action={confirmEmailChangeAction.bind(null, locale)} label={t('changeButton')} hidden={{ token }} />
      </AuthPage>
    );
  }
  const forms = await getTranslations('forms');
  return (
    <AuthPage locale={locale} path="/email-valideren" title={t('title')} intro={t('intro')}>
      <ActionForm action={resendActivationAction.bind(null, locale)} spec={await formSpec(resendActivationForm, 'auth', locale)} locale={locale} strings={formStrings(locale)}>
        <TextField name="email" type="email" autoComplete="email" inputMode="email" />
        <CaptchaField name={CAPTCHA_FIELD} widget={captcha.widget} locale={locale} noScript={forms('captchaNoScript')} />
        <SubmitButton>{t('submit')}</SubmitButton>
      </ActionForm>
    </AuthPage>
  );
}
