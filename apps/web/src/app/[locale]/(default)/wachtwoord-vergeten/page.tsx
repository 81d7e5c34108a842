import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { captcha } from '@/lib/captcha';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { ActionForm } from '@/components/forms/action-form.client';
import { CaptchaField } from '@/components/forms/captcha-field.client';
import { SubmitButton, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { forgotPasswordAction } from '@/features/auth/actions';
import { AuthLinks, AuthPage } from '@/features/auth/auth-page';
import { forgotPasswordForm } from '@/features/auth/forms';

type Props = PageProps<'/[locale]/wachtwoord-vergeten'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('auth.forgot');
  return pageMetadata({ locale, title: t('title'), description: t('description'), paths: everyLanguage('/wachtwoord-vergeten') });
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await routeLocale(params);
  const t = await getTranslations('auth');
  const forms = await getTranslations('forms');
  return (
    <AuthPage locale={locale} path="/wachtwoord-vergeten" title={t('forgot.title')} intro={t('forgot.intro')}>
      <ActionForm action={forgotPasswordAction.bind(null, locale)} spec={await formSpec(forgotPasswordForm, 'auth', locale)} locale={locale} strings={formStrings(locale)}>
        <TextField name="email" type="email" autoComplete="email" inputMode="email" />
        <CaptchaField name={CAPTCHA_FIELD} widget={captcha.widget} locale={locale} noScript={forms('captchaNoScript')} />
        <SubmitButton>{t('forgot.submit')}</SubmitButton>
      </ActionForm>
      <AuthLinks>
        <p>
          <Link href="/inloggen" className="underline">
            {t('login.title')}
          </Link>
        </p>
      </AuthLinks>
    </AuthPage>
  );
}
