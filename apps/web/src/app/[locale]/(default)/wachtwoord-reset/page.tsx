import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { passwordMinLength } from '@/lib/cms/auth';
import { ActionForm } from '@/components/forms/action-form.client';
import { SubmitButton, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { resetPasswordAction } from '@/features/auth/actions';
import { AuthPage } from '@/features/auth/auth-page';
import { resetPasswordForm } from '@/features/auth/forms';

type Props = PageProps<'/[locale]/wachtwoord-reset'>;

// The code is a query parameter of a mailed link: rendered per request, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('auth.reset');
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { code } = await searchParams;
  const t = await getTranslations('auth');
  if (typeof code !== 'string' || code === '') {
    return (
      <AuthPage locale={locale} path="/wachtwoord-reset" title={t('reset.title')}>
        <p className="mb-4">{t('reset.missingCode')}</p>
        <Link href="/wachtwoord-vergeten" className="underline">
          {t('reset.newLink')}
        </Link>
      </AuthPage>
    );
  }
  const minLength = await passwordMinLength();
  return (
    <AuthPage locale={locale} path="/wachtwoord-reset" title={t('reset.title')} intro={t('reset.intro')}>
      <ActionForm action={resetPasswordAction.bind(null, locale, code)} spec={await formSpec(resetPasswordForm(minLength), 'auth', locale)} locale={locale} strings={formStrings(locale)}>
        <TextField name="password" type="password" autoComplete="new-password" help={t('passwordHelp', { min: minLength })} />
        <TextField name="password_confirm" type="password" autoComplete="new-password" />
        <SubmitButton>{t('reset.submit')}</SubmitButton>
      </ActionForm>
      <p className="mt-6">
        <Link href="/wachtwoord-vergeten" className="underline">
          {t('reset.newLink')}
        </Link>
      </p>
    </AuthPage>
  );
}
