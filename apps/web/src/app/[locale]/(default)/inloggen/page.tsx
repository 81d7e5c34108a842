import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { isAuthErrorCode } from '@/lib/auth/errors';
import { safeRedirect } from '@/lib/auth/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { ActionForm } from '@/components/forms/action-form.client';
import { SubmitButton, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { logInAction } from '@/features/auth/actions';
import { AuthLinks, AuthPage } from '@/features/auth/auth-page';
import { authErrorText } from '@/features/auth/explain';
import { loginForm } from '@/features/auth/forms';
import { ProviderButtons } from '@/features/auth/provider-buttons';

type Props = PageProps<'/[locale]/inloggen'>;

// The page to return to is a query parameter: rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('auth.login');
  return { ...pageMetadata({ locale, title: t('title'), description: t('description'), paths: everyLanguage('/inloggen') }), robots: { index: false, follow: true } };
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { redirect, error, melding } = await searchParams;
  const target = typeof redirect === 'string' ? redirect : '';
  const t = await getTranslations('auth.login');
  const account = await getTranslations('account');
  const back = target ? `?${new URLSearchParams({ redirect: safeRedirect(target, locale) })}` : '';
  return (
    <AuthPage locale={locale} path="/inloggen" title={t('title')} intro={t('intro')}>
      {melding === 'account-verwijderd' || melding === 'overal-uitgelogd' ? (
        <div role="status" className="mb-6 rounded border-2 border-primary p-4">
          <p className="font-semibold">{account(melding === 'account-verwijderd' ? 'delete.doneTitle' : 'everywhere.doneTitle')}</p>
          <p>{account(melding === 'account-verwijderd' ? 'delete.done' : 'everywhere.done')}</p>
        </div>
      ) : null}
      {isAuthErrorCode(error) ? (
        <p role="alert" className="mb-6 rounded border-2 border-red-700 p-4 font-semibold dark:border-red-400">
          {await authErrorText(locale, error)}
        </p>
      ) : null}
      <ActionForm action={logInAction.bind(null, locale, target)} spec={await formSpec(loginForm, 'auth', locale)} locale={locale} strings={formStrings(locale)}>
        <TextField name="email" type="email" autoComplete="username" inputMode="email" />
        <TextField name="password" type="password" autoComplete="current-password" />
        <SubmitButton>{t('submit')}</SubmitButton>
      </ActionForm>
      <ProviderButtons locale={locale} target={target} />
      <AuthLinks>
        <p>
          <Link href="/wachtwoord-vergeten" className="underline">
            {t('forgot')}
          </Link>
        </p>
        <p>
          {t('noAccount')}{' '}
          <Link href={`/registreren${back}`} className="underline">
            {t('register')}
          </Link>
        </p>
        <p>
          {t('noActivationMail')}{' '}
          <Link href="/email-valideren" className="underline">
            {t('resend')}
          </Link>
        </p>
      </AuthLinks>
    </AuthPage>
  );
}
