'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { emitAnalyticsEvent } from '@/lib/analytics/emit';
import { authErrorCode } from '@/lib/auth/errors';
import { AFTER_ACTIVATION_COOKIE, cookieOptions } from '@/lib/auth/cookies';
import { safeRedirect } from '@/lib/auth/paths';
import { endSession, startSession } from '@/lib/auth/session';
import { logIn, passwordMinLength, register, requestPasswordReset, resendActivation, resetPassword } from '@/lib/cms/auth';
import type { DoneMessage } from '@/components/forms/action-form.client';
import { formSpec } from '@/components/forms/labels';
import { languageOf, submitForm } from '@/components/forms/server';
import type { FormState } from '@/components/forms/types';
import { explainAuthError, explainPublicFormError } from './explain';
import { forgotPasswordForm, loginForm, registerForm, resendActivationForm, resetPasswordForm } from './forms';

type State = FormState<DoneMessage>;

const text = (value: unknown) => String(value ?? '').trim();

export async function logInAction(locale: string, target: string, _state: State, formData: FormData): Promise<State> {
  const language = languageOf(locale);
  const state = await submitForm<DoneMessage>({
    formData,
    spec: await formSpec(loginForm, 'auth', language),
    locale: language,
    send: async (values) => {
      await startSession(await logIn(text(values.email), String(values.password)));
      await emitAnalyticsEvent('sign in');
      return { title: '', message: '' };
    },
    explain: async (error) => {
      await emitAnalyticsEvent('auth fail');
      return explainAuthError(language)(error);
    },
  });
  if (state.status === 'done') redirect(safeRedirect(target, language));
  return state;
}

export async function registerAction(locale: string, target: string, _state: State, formData: FormData): Promise<State> {
  const language = languageOf(locale);
  const t = await getTranslations({ locale: language, namespace: 'auth' });
  let signedIn = false;
  const state = await submitForm<DoneMessage>({
    formData,
    spec: await formSpec(registerForm(await passwordMinLength()), 'auth', language),
    locale: language,
    withCaptcha: true,
    send: async (values) => {
      const email = text(values.email).toLowerCase();
      const jwt = await register({ name: text(values.name), email, password: String(values.password), language });
      await emitAnalyticsEvent('user sign up');
      // Activation off in the CMS: the member is signed in at once. Either way the old token goes
      // (spec section 4), so nobody stays signed in as someone else after signing up.
      if (jwt) {
        await startSession(jwt);
        signedIn = true;
      } else {
        await endSession();
        if (target) (await cookies()).set(AFTER_ACTIVATION_COOKIE, safeRedirect(target, language), { ...cookieOptions(), maxAge: 86_400 });
      }
      return { title: t('register.doneTitle'), message: t('register.done', { email }) };
    },
    explain: explainPublicFormError(language),
  });
  if (signedIn) redirect(safeRedirect(target, language));
  return state;
}

export async function forgotPasswordAction(locale: string, _state: State, formData: FormData): Promise<State> {
  const language = languageOf(locale);
  const t = await getTranslations({ locale: language, namespace: 'auth' });
  return submitForm<DoneMessage>({
    formData,
    spec: await formSpec(forgotPasswordForm, 'auth', language),
    locale: language,
    withCaptcha: true,
    send: async (values) => {
      await requestPasswordReset(text(values.email).toLowerCase(), language);
      await emitAnalyticsEvent('forgot password');
      // The same answer for every address: nothing tells whether it has an account.
      return { title: t('forgot.doneTitle'), message: t('forgot.done') };
    },
    explain: explainPublicFormError(language),
  });
}

export async function resetPasswordAction(locale: string, code: string, _state: State, formData: FormData): Promise<State> {
  const language = languageOf(locale);
  const state = await submitForm<DoneMessage>({
    formData,
    spec: await formSpec(resetPasswordForm(await passwordMinLength()), 'auth', language),
    locale: language,
    send: async (values) => {
      await startSession(await resetPassword(code, String(values.password)));
      await emitAnalyticsEvent('update password');
      return { title: '', message: '' };
    },
    explain: explainAuthError(language),
  });
  if (state.status === 'done') redirect(`${localisedPath(language, '/account')}?wachtwoord=gewijzigd`);
  return state;
}

export async function resendActivationAction(locale: string, _state: State, formData: FormData): Promise<State> {
  const language = languageOf(locale);
  const t = await getTranslations({ locale: language, namespace: 'auth' });
  return submitForm<DoneMessage>({
    formData,
    spec: await formSpec(resendActivationForm, 'auth', language),
    locale: language,
    withCaptcha: true,
    send: async (values) => {
      const email = text(values.email).toLowerCase();
      try {
        await resendActivation(email);
      } catch (error) {
        // An address that is active or blocked: said the same way as any other, so nothing leaks.
        if (!['expired-action-code', 'user-disabled'].includes(authErrorCode(error))) throw error;
      }
      return { title: t('resend.doneTitle'), message: t('resend.done', { email }) };
    },
    explain: explainPublicFormError(language),
  });
}

/** Log-out (spec section 4): token and member are cleared; back to the home page. */
export async function logOutAction(locale: string) {
  const language = languageOf(locale);
  await endSession();
  await emitAnalyticsEvent('sign out');
  redirect(localisedPath(language, '/'));
}
