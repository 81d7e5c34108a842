'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { type Locale, localisedPath, type NewsletterList, newsletterLists } from '@standplaats/shared';
import { emitAnalyticsEvent } from '@/lib/analytics/emit';
import { storeToken } from '@/lib/auth/cookies';
import { authErrorCode } from '@/lib/auth/errors';
import { endSession } from '@/lib/auth/session';
import { confirmEmailChange, deleteAccount, requestEmailChange, revokeAllSessions, setNewsletterLists, updateProfile } from '@/lib/cms/account';
import { changePassword, passwordMinLength } from '@/lib/cms/auth';
import { acceptInvitation, inviteColleague } from '@/lib/cms/invitations';
import type { DoneMessage } from '@/components/forms/action-form.client';
import type { ButtonActionState } from '@/components/forms/button-action.client';
import { formSpec } from '@/components/forms/labels';
import { formDataOf, languageOf, submitForm } from '@/components/forms/server';
import type { FormState } from '@/components/forms/types';
import { authErrorText, explainAuthError } from '@/features/auth/explain';
import { acceptInvitationForm, changeEmailForm, changePasswordForm, deleteAccountForm, inviteForm, newsletterPreferencesForm, profileForm } from '@/features/auth/forms';

type State = FormState<DoneMessage>;

const text = (value: unknown) => String(value ?? '').trim();
const accountPage = (locale: Locale) => localisedPath(locale, '/account');

/** Runs one of the account page's forms: same rules as the browser, identity errors in their own words. */
async function accountForm(locale: string, form: Parameters<typeof formSpec>[0], formData: FormData, send: (values: Record<string, unknown>, language: Locale) => Promise<DoneMessage>, captcha = false) {
  const language = languageOf(locale);
  return submitForm<DoneMessage>({
    formData,
    spec: await formSpec(form, 'auth', language),
    locale: language,
    withCaptcha: captcha,
    send: (values) => send(values, language),
    explain: explainAuthError(language),
  });
}

export async function updateProfileAction(locale: string, _state: State, formData: FormData): Promise<State> {
  return accountForm(locale, profileForm, formData, async (values, language) => {
    const t = await getTranslations({ locale: language, namespace: 'account.profile' });
    await updateProfile({ name: text(values.name), language: values.language === 'en' ? 'en' : 'nl' });
    revalidatePath(accountPage(language));
    return { title: t('savedTitle'), message: t('saved') };
  });
}

export async function changeEmailAction(locale: string, _state: State, formData: FormData): Promise<State> {
  return accountForm(locale, changeEmailForm, formData, async (values, language) => {
    const t = await getTranslations({ locale: language, namespace: 'account.email' });
    const email = text(values.email).toLowerCase();
    await requestEmailChange({ email, password: String(values.current_password), locale: language });
    return { title: t('doneTitle'), message: t('done', { email }) };
  });
}

export async function changePasswordAction(locale: string, _state: State, formData: FormData): Promise<State> {
  return accountForm(locale, changePasswordForm(await passwordMinLength()), formData, async (values, language) => {
    const t = await getTranslations({ locale: language, namespace: 'account.password' });
    // The CMS answers a fresh JWT for the new password; the member stays signed in with it.
    await storeToken(await changePassword(String(values.current_password), String(values.password)));
    await emitAnalyticsEvent('update password');
    return { title: t('doneTitle'), message: t('done') };
  });
}

export async function newsletterAction(locale: string, _state: State, formData: FormData): Promise<State> {
  return accountForm(locale, newsletterPreferencesForm, formData, async (values, language) => {
    const t = await getTranslations({ locale: language, namespace: 'account.newsletter' });
    const names = await getTranslations({ locale: language, namespace: 'newsletter.lists' });
    const chosen = (values.lists as string[]).filter((list): list is NewsletterList => (newsletterLists as readonly string[]).includes(list));
    const { lists } = await setNewsletterLists(chosen);
    const listed = new Intl.ListFormat(language, { type: 'conjunction' }).format(lists.map((list) => names(list)));
    return { title: t('doneTitle'), message: lists.length > 0 ? t('done', { lists: listed }) : t('none') };
  });
}

export async function deleteAccountAction(locale: string, hasPassword: boolean, _state: State, formData: FormData): Promise<State> {
  // The CMS checks the password whenever the account has one, whatever this flag says.
  const state = await accountForm(locale, deleteAccountForm(hasPassword), formData, async () => {
    await deleteAccount(String(formData.get('current_password') ?? ''));
    await endSession();
    await emitAnalyticsEvent('sign out');
    return { title: '', message: '' };
  });
  // Signed out, the account page is gone: the log-in page says the account was deleted.
  if (state.status === 'done') redirect(`${localisedPath(languageOf(locale), '/inloggen')}?${new URLSearchParams({ melding: 'account-verwijderd' })}`);
  return state;
}

/**
 * Log out everywhere: the CMS voids every token of the member, on every device; this browser's
 * session ends with them. When the CMS cannot be reached, nothing is pretended: the account page
 * says so.
 */
export async function logOutEverywhereAction(locale: string) {
  const language = languageOf(locale);
  const revoked = await revokeAllSessions().then(
    () => true,
    () => false,
  );
  if (!revoked) redirect(`${accountPage(language)}?${new URLSearchParams({ uitloggen: 'mislukt' })}#overal-uitloggen`);
  await endSession();
  await emitAnalyticsEvent('sign out');
  redirect(`${localisedPath(language, '/inloggen')}?${new URLSearchParams({ melding: 'overal-uitgelogd' })}`);
}

export async function inviteAction(locale: string, _state: State, formData: FormData): Promise<State> {
  return accountForm(locale, inviteForm, formData, async (values, language) => {
    const t = await getTranslations({ locale: language, namespace: 'account.company' });
    const email = text(values.email).toLowerCase();
    await inviteColleague({ email, partner: text(values.partner), role: values.role === 'admin' ? 'admin' : 'member', locale: language });
    revalidatePath(accountPage(language));
    return { title: t('invitedTitle'), message: t('invited', { email }) };
  });
}

export async function acceptInvitationAction(locale: string, token: string, _state: State, formData: FormData): Promise<State> {
  return accountForm(
    locale,
    acceptInvitationForm,
    formData,
    async (_values, language) => {
      const t = await getTranslations({ locale: language, namespace: 'invitation' });
      const { company, role } = await acceptInvitation(token);
      await emitAnalyticsEvent('email link');
      return { title: t('doneTitle', { company }), message: t('done', { company, role }) };
    },
    true,
  );
}

/** The button on a new address's confirm link (/email-valideren?token=…). */
export async function confirmEmailChangeAction(locale: string, _state: ButtonActionState, formData: FormData): Promise<ButtonActionState> {
  const language = languageOf(locale);
  const token = formDataOf(formData)?.get('token');
  try {
    const email = await confirmEmailChange(typeof token === 'string' ? token : '');
    await emitAnalyticsEvent('email link');
    const t = await getTranslations({ locale: language, namespace: 'auth.resend' });
    return { status: 'done', message: t('changed', { email }) };
  } catch (error) {
    return { status: 'failed', message: await authErrorText(language, authErrorCode(error)) };
  }
}
