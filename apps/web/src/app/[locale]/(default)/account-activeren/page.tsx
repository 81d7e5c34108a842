import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { emitAnalyticsEvent } from '@/lib/analytics/emit';
import { AFTER_ACTIVATION_COOKIE } from '@/lib/auth/cookies';
import { authErrorCode } from '@/lib/auth/errors';
import { loginPath } from '@/lib/auth/paths';
import { activateAccount } from '@/lib/cms/auth';
import { primaryButton } from '@/components/ui/button-styles';
import { AuthPage } from '@/features/auth/auth-page';
import { authErrorText } from '@/features/auth/explain';

type Props = PageProps<'/[locale]/account-activeren'>;

// Opening the mailed link activates the account (spec section 7's email confirmation): per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('auth.activate');
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

export default async function ActivateAccountPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { confirmation } = await searchParams;
  const t = await getTranslations('auth.activate');
  const resend = (
    <Link href="/email-valideren" className="underline">
      {t('resend')}
    </Link>
  );
  if (typeof confirmation !== 'string' || confirmation === '') {
    return (
      <AuthPage locale={locale} path="/account-activeren" title={t('title')}>
        <p className="mb-4">{t('missingCode')}</p>
        {resend}
      </AuthPage>
    );
  }

  let failure: string | null = null;
  try {
    await activateAccount(confirmation);
    await emitAnalyticsEvent('email link');
  } catch (error) {
    failure = await authErrorText(locale, authErrorCode(error));
  }
  const returnTo = (await cookies()).get(AFTER_ACTIVATION_COOKIE)?.value;
  return (
    <AuthPage locale={locale} path="/account-activeren" title={t('title')}>
      {failure ? (
        <>
          <p role="alert" className="mb-4 font-semibold text-red-700 dark:text-red-400">
            {failure}
          </p>
          {resend}
        </>
      ) : (
        <>
          <p role="status" className="mb-6 rounded border-2 border-primary p-5">
            {t('done')}
          </p>
          <a href={loginPath(locale, returnTo)} className={primaryButton}>
            {t('login')}
          </a>
        </>
      )}
    </AuthPage>
  );
}
