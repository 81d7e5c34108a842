import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, newsletterLists } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { requireMember } from '@/lib/auth/session';
import { getAccount } from '@/lib/cms/account';
import { listMyCompanies } from '@/lib/cms/my-company';
import { listMyVacancies } from '@/lib/cms/vacancy-posting';
import { passwordMinLength } from '@/lib/cms/auth';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { secondaryButton } from '@/components/ui/button-styles';
import { DeferredForm } from '@/components/forms/deferred-form.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { changeEmailAction, changePasswordAction, deleteAccountAction, inviteAction, newsletterAction, updateProfileAction } from '@/features/account/actions';
import { LogoutButton } from '@/features/account/logout-button';
import { AccountNav, AccountSection } from '@/features/account/section';
import { AccountRegistrations, REGISTRATIONS_SECTION } from '@/features/registrations/account-registrations';
import { MY_COMPANY_SECTION, MyCompanySection } from '@/features/my-company/my-company-section';
import { AccountVacancies, VACANCIES_SECTION } from '@/features/vacancies/account-vacancies';
import { changeEmailForm, changePasswordForm, deleteAccountForm, inviteForm, newsletterPreferencesForm, profileForm } from '@/features/auth/forms';

type Props = PageProps<'/[locale]/account'>;

// Personal: rendered per request for the member of the auth cookie, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('account');
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

export default async function AccountPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const member = await requireMember(locale, '/account');
  const account = await getAccount();
  const { wachtwoord, uitloggen } = await searchParams;
  const t = await getTranslations('account');
  const lists = await getTranslations('newsletter.lists');
  const forgot = await getTranslations('auth.forgot');
  const [registrations, vacancies, myCompany] = await Promise.all([getTranslations('registrations'), getTranslations('vacancies.mine'), getTranslations('myCompany')]);
  const strings = formStrings(locale);
  const form = (rules: Parameters<typeof formSpec>[0]) => formSpec(rules, 'auth', locale);
  const administered = account.memberships.filter(({ role }) => role === 'admin');
  // What the sections show, read here so that the navigation links only the sections that render.
  const [mine, companies] = await Promise.all([listMyVacancies(), administered.length > 0 ? listMyCompanies() : []]);
  const roles = (['member', 'admin'] as const).map((role) => ({ value: role, label: t(`company.roles.${role}`) }));

  const parts = [
    { id: 'profiel', title: t('profileChapter') },
    { id: REGISTRATIONS_SECTION, title: registrations('mine') },
    ...(mine.companies.length > 0 ? [{ id: VACANCIES_SECTION, title: vacancies('title') }] : []),
    { id: 'nieuwsbrieven', title: t('newsletter.title') },
    { id: 'bedrijf', title: t('company.title') },
    ...(companies.length > 0 ? [{ id: MY_COMPANY_SECTION, title: myCompany('title') }] : []),
    { id: 'privacy', title: t('privacy') },
  ];

  return (
    <div className="max-w-5xl">
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/account' }]} />
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="mb-1 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
          <p className="text-lg">{t('welcome', { name: member.name })}</p>
        </div>
        <LogoutButton locale={locale} />
      </div>
      {wachtwoord === 'gewijzigd' ? (
        <p role="status" className="mb-8 rounded border-2 border-primary p-4">
          {t('passwordChanged')}
        </p>
      ) : null}

      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <AccountNav label={t('nav')} parts={parts} />
        <div className="min-w-0 max-w-3xl">
          <AccountSection id="profiel" title={t('profileChapter')}>
            <AccountSection id="gegevens" title={t('profile.title')} level={3}>
              <DeferredForm
                action={updateProfileAction.bind(null, locale)}
                spec={await form(profileForm)}
                locale={locale}
                strings={strings}
                initialValues={{ name: account.profile.name, language: account.profile.language }}
                keepForm
                fields={[
                  { field: 'text', name: 'name', autoComplete: 'name' },
                  { field: 'select', name: 'language', options: locales.map((value) => ({ value, label: t(`profile.languages.${value}`) })) },
                ]}
                submit={t('profile.submit')}
              />
            </AccountSection>

            <AccountSection id="e-mailadres" title={t('email.title')} level={3}>
              <p className="mb-2">{t('email.current', { email: account.profile.email })}</p>
              <p className="mb-4 text-cool-700 dark:text-cool-300">{t('email.intro')}</p>
              <DeferredForm
                action={changeEmailAction.bind(null, locale)}
                spec={await form(changeEmailForm)}
                locale={locale}
                strings={strings}
                fields={[
                  { field: 'text', name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
                  { field: 'text', name: 'current_password', type: 'password', autoComplete: 'current-password' },
                ]}
                submit={t('email.submit')}
              />
            </AccountSection>

            <AccountSection id="wachtwoord" title={t('password.title')} level={3}>
              {account.profile.hasPassword ? (
                <DeferredForm
                  action={changePasswordAction.bind(null, locale)}
                  spec={await form(changePasswordForm(await passwordMinLength()))}
                  locale={locale}
                  strings={strings}
                  fields={[
                    { field: 'text', name: 'current_password', type: 'password', autoComplete: 'current-password' },
                    { field: 'text', name: 'password', type: 'password', autoComplete: 'new-password' },
                    { field: 'text', name: 'password_confirm', type: 'password', autoComplete: 'new-password' },
                  ]}
                  submit={t('password.submit')}
                />
              ) : (
                <p>
                  {t('password.none')}{' '}
                  <Link href="/wachtwoord-vergeten" className="underline">
                    {forgot('title')}
                  </Link>
                </p>
              )}
            </AccountSection>

            <AccountSection id="overal-uitloggen" title={t('everywhere.title')} level={3}>
              {uitloggen === 'mislukt' ? (
                <p role="alert" className="mb-4 rounded border-2 border-red-700 p-4 font-semibold dark:border-red-400">
                  {t('everywhere.failed')}
                </p>
              ) : null}
              <p className="mb-4">{t('everywhere.intro')}</p>
              <LogoutButton locale={locale} everywhere />
            </AccountSection>
          </AccountSection>

          <AccountRegistrations locale={locale} />

          <AccountVacancies locale={locale} mine={mine} />

          <AccountSection id="nieuwsbrieven" title={t('newsletter.title')}>
            <p className="mb-4">{t('newsletter.intro', { email: account.profile.email })}</p>
            <DeferredForm
              action={newsletterAction.bind(null, locale)}
              spec={await form(newsletterPreferencesForm)}
              locale={locale}
              strings={strings}
              initialValues={{ lists: account.newsletter?.lists ?? [] }}
              keepForm
              fields={[{ field: 'checkboxes', name: 'lists', options: newsletterLists.map((list) => ({ value: list, label: lists(list), help: lists(`${list}Help`) })) }]}
              submit={t('newsletter.submit')}
            />
          </AccountSection>

          <AccountSection id="bedrijf" title={t('company.title')}>
            {account.memberships.length === 0 ? (
              <p>{t('company.none')}</p>
            ) : (
              <>
                <ul className="mb-4 list-disc pl-5">
                  {account.memberships.map(({ company, role }) => (
                    <li key={company.documentId}>
                      {company.name}: {t(`company.roles.${role}`)}
                    </li>
                  ))}
                </ul>
                <p className="mb-6">
                  <Link href={paths.industryDashboard} className={secondaryButton}>
                    {t('company.dashboard')}
                  </Link>
                </p>
              </>
            )}
            {administered.length > 0 ? (
              <>
                <h3 className="mb-2 text-xl font-bold">{t('company.inviteTitle')}</h3>
                <p className="mb-4">{t('company.inviteIntro')}</p>
                <DeferredForm
                  action={inviteAction.bind(null, locale)}
                  spec={await form(inviteForm)}
                  locale={locale}
                  strings={strings}
                  initialValues={{ partner: administered[0]!.company.documentId, role: 'member' }}
                  fields={[
                    { field: 'text', name: 'email', type: 'email', autoComplete: 'off', inputMode: 'email' },
                    { field: 'select', name: 'role', options: roles },
                    { field: 'select', name: 'partner', options: administered.map(({ company }) => ({ value: company.documentId, label: company.name })) },
                  ]}
                  submit={t('company.inviteSubmit')}
                />
                {account.invitations.length > 0 ? (
                  <>
                    <h3 className="mb-2 mt-6 text-xl font-bold">{t('company.open')}</h3>
                    <ul className="list-disc pl-5">
                      {account.invitations.map((open) => (
                        <li key={`${open.email}-${open.company}`}>
                          {t('company.openItem', { email: open.email, role: t(`company.roles.${open.role === 'admin' ? 'admin' : 'member'}`), company: open.company, date: formatDate(open.expiresAt, locale) })}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </>
            ) : null}
          </AccountSection>

          <MyCompanySection locale={locale} companies={companies} />

          <AccountSection id="privacy" title={t('privacy')}>
            <AccountSection id="gegevens-downloaden" title={t('data.title')} level={3}>
              <p className="mb-4">{t('data.intro')}</p>
              <a href="/api/account/export" download className={secondaryButton}>
                {t('data.download')}
              </a>
            </AccountSection>

            <AccountSection id="verwijderen" title={t('delete.title')} level={3}>
              <p className="mb-4">{t('delete.intro')}</p>
              <DeferredForm
                action={deleteAccountAction.bind(null, locale, account.profile.hasPassword)}
                spec={await form(deleteAccountForm(account.profile.hasPassword))}
                locale={locale}
                strings={strings}
                fields={[
                  ...(account.profile.hasPassword ? [{ field: 'text', name: 'current_password', type: 'password', autoComplete: 'current-password' } as const] : []),
                  { field: 'checkbox', name: 'confirm_delete', label: t('delete.confirm') },
                ]}
                submit={t('delete.submit')}
              />
            </AccountSection>
          </AccountSection>
        </div>
      </div>
    </div>
  );
}
