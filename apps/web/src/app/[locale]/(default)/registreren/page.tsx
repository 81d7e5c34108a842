import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { captcha } from '@/lib/captcha';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { loginPath } from '@/lib/auth/paths';
import { passwordMinLength } from '@/lib/cms/auth';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { ActionForm } from '@/components/forms/action-form.client';
import { CaptchaField } from '@/components/forms/captcha-field.client';
import { CheckboxField, SubmitButton, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { registerAction } from '@/features/auth/actions';
import { AuthLinks, AuthPage } from '@/features/auth/auth-page';
import { registerForm } from '@/features/auth/forms';

type Props = PageProps<'/[locale]/registreren'>;

// The page to return to after activation is a query parameter: rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('auth.register');
  return pageMetadata({ locale, title: t('title'), description: t('description'), paths: everyLanguage('/registreren') });
}

export default async function RegisterPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { redirect } = await searchParams;
  const target = typeof redirect === 'string' ? redirect : '';
  const t = await getTranslations('auth');
  const forms = await getTranslations('forms');
  const minLength = await passwordMinLength();
  return (
    <AuthPage locale={locale} path="/registreren" title={t('register.title')} intro={t('register.intro')}>
      <ActionForm action={registerAction.bind(null, locale, target)} spec={await formSpec(registerForm(minLength), 'auth', locale)} locale={locale} strings={formStrings(locale)}>
        <TextField name="name" autoComplete="name" />
        <TextField name="email" type="email" autoComplete="email" inputMode="email" />
        <TextField name="password" type="password" autoComplete="new-password" help={t('passwordHelp', { min: minLength })} />
        <TextField name="password_confirm" type="password" autoComplete="new-password" />
        <CheckboxField name="terms">{t('register.terms')}</CheckboxField>
        <CaptchaField name={CAPTCHA_FIELD} widget={captcha.widget} locale={locale} noScript={forms('captchaNoScript')} />
        <SubmitButton>{t('register.submit')}</SubmitButton>
      </ActionForm>
      <AuthLinks>
        <p>
          {t('register.haveAccount')}{' '}
          {/* loginPath carries the page to return to; it is already in this page's language. */}
          <a href={loginPath(locale, target || undefined)} className="underline">
            {t('register.login')}
          </a>
        </p>
      </AuthLinks>
    </AuthPage>
  );
}
