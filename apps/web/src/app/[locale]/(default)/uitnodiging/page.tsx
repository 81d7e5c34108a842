import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { captcha } from '@/lib/captcha';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { loginPath } from '@/lib/auth/paths';
import { currentMember } from '@/lib/auth/session';
import { lookUpInvitation } from '@/lib/cms/invitations';
import { ActionForm } from '@/components/forms/action-form.client';
import { CaptchaField } from '@/components/forms/captcha-field.client';
import { SubmitButton } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { acceptInvitationAction } from '@/features/account/actions';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { AuthPage } from '@/features/auth/auth-page';
import { acceptInvitationForm } from '@/features/auth/forms';

type Props = PageProps<'/[locale]/uitnodiging'>;

// A mailed link with a token, shown to whoever is signed in: per request, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('invitation');
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

export default async function InvitationPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { token } = await searchParams;
  const t = await getTranslations('invitation');
  const invitation = typeof token === 'string' && token !== '' ? await lookUpInvitation(token) : null;
  if (!invitation || invitation.status !== 'open' || typeof token !== 'string') {
    return (
      <AuthPage locale={locale} path="/uitnodiging" title={t('title')}>
        <p role="alert" className="font-semibold">
          {typeof token === 'string' && token !== '' ? t('unusable') : t('missing')}
        </p>
      </AuthPage>
    );
  }

  const member = await currentMember();
  const forms = await getTranslations('forms');
  const here = `${localisedPath(locale, '/uitnodiging')}?${new URLSearchParams({ token })}`;
  return (
    <AuthPage locale={locale} path="/uitnodiging" title={t('title')} intro={t('intro', { inviter: invitation.inviter, company: invitation.company, role: invitation.role })}>
      <p className="mb-6">{t('forEmail', { email: invitation.email })}</p>
      {member ? (
        <ActionForm action={acceptInvitationAction.bind(null, locale, token)} spec={await formSpec(acceptInvitationForm, 'auth', locale)} locale={locale} strings={formStrings(locale)}>
          <CaptchaField name={CAPTCHA_FIELD} widget={captcha.widget} locale={locale} noScript={forms('captchaNoScript')} start="onload" />
          <SubmitButton>{t('submit')}</SubmitButton>
        </ActionForm>
      ) : (
        <>
          <p className="mb-4">{t('loginFirst')}</p>
          <div className="flex flex-wrap gap-3">
            <a href={loginPath(locale, here)} className={primaryButton}>
              {t('login')}
            </a>
            <Link href={`/registreren?${new URLSearchParams({ redirect: here })}`} className={secondaryButton}>
              {t('register')}
            </Link>
          </div>
        </>
      )}
    </AuthPage>
  );
}
